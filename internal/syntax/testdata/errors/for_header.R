for (1 in x) y
