if x y
