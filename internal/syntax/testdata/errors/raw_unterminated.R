x <- r"(abc)
