# named character vectors are right-justified
c(a = "x", bb = "yyy")
c(first = "apple", second = NA, third = "kiwi")
print(c(first = "apple", second = NA, third = "kiwi"), quote = FALSE)
setNames(month.name, month.abb)
setNames(letters, LETTERS)
c(a = "with \"quotes\"", b = "tab\t")
c(a = "")
