rep(sum, 2)
