{
  if (TRUE) 1
}
else 2
