x <- "abc
def
