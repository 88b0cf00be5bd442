vapply(1:3, function(i) if (i < 3) i else c(i, i), numeric(1))
