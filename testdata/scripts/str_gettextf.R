gettextf("%s is %d", "x", 3L)
gettextf("no args")
gettextf("%.2f%%", 12.345)
gettextf("%s", c("a", "b"))
gettext("hello")
gettext("a", "b")
gettext(character(0))
ngettext(1, "one file", "many files")
ngettext(0, "one file", "many files")
ngettext(5, "one file", "many files")
n <- 3
sprintf(ngettext(n, "%d item", "%d items"), n)
msg <- gettextf("value '%s' not in range [%d, %d]", "x", 1L, 10L)
msg
r <- tryCatch(gettextf("%d", "a"), error = function(e) conditionMessage(e))
r
r <- tryCatch(ngettext(-1, "a", "b"), error = function(e) conditionMessage(e))
r
