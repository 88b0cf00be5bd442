module gorir

go 1.26.8
