new("Nope")
