f(if (TRUE) 1
  + 2)
