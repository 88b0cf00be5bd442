x <- r"abc"
