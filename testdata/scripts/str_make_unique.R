make.unique(c("a", "a", "b", "a", "a.1"))
make.unique(c("a", "a"), sep = "_")
make.unique(c("a", "b", "c"))
make.unique(character(0))
make.unique(c("x", "x", "x", "x.1", "x.2"))
make.unique(c("", "", NA))
make.unique(c("a.1", "a", "a"))
r <- tryCatch(make.unique(1), error = function(e) conditionMessage(e))
r
r <- tryCatch(make.unique("a", sep = 1), error = function(e) conditionMessage(e))
r
