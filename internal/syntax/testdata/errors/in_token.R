for (i in 1:3) in
