x$(a)
