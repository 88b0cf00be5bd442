x <- "\xg"
