f(a,

  b c)
