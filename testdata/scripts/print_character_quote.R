# character vectors with quotes
"a"
c("a", "bb", "ccc")
c("bbb", "a")
c("a", NA, "b")
NA_character_
character(0)
""
c("", "x", "")
letters
LETTERS[1:5]
month.name
c("it's", 'say "hi"')
c("tab\there", "new\nline", "back\\slash")
"\u00e9t\u00e9"
paste("word", 1:30)
c(first = "a", second = "bb")
