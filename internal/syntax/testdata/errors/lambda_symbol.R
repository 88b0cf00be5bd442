f <- \x x
