print(match.arg("mea", c("mean", "median")))
match.arg("me", c("mean", "median"))
