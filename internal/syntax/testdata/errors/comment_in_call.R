f(a,
  # comment
  b c)
