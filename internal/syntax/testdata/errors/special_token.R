a %in% %in% b
