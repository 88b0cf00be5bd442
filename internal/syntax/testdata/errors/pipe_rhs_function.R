x |> function(x) x
