x <- 1
x |> sqrt
