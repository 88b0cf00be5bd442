{
  if (TRUE) 1; x <- 2
  else 3
}
