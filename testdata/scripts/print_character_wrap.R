# character vectors of mixed widths wrap at the width
c(rep("short", 5), "a much longer string here", rep("s", 10))
paste0("element_number_", 1:20)
c("a", paste(rep("b", 50), collapse = ""), "c", paste(rep("d", 30), collapse = ""))
paste(rep("x", 100), collapse = "")
c(paste(rep("y", 85), collapse = ""), "z")
sprintf("%03d", 1:40)
state <- c("Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado", "Connecticut", "Delaware", "Florida", "Georgia", "Hawaii", "Idaho")
state
print(state, quote = FALSE)
toupper(letters)
