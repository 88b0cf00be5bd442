# Section 2: reflective assignment into a caller's environment
setter <- function(name, value) assign(name, value, envir = parent.frame())
user <- function() { setter("made_here", 99); made_here }
print(user())
print(exists("made_here"))
grow <- function() { setter("v1", 1); setter("v2", 2); ls() }
print(grow())
via_sys <- function() assign("from_sys", "sys.frame", envir = sys.frame(sys.parent()))
user2 <- function() { via_sys(); from_sys }
print(user2())
overwrite <- function() assign("arg", "overwritten", envir = parent.frame())
takes <- function(arg) { overwrite(); arg }
print(takes("original"))
takes_forced <- function(arg) { force(arg); overwrite(); arg }
print(takes_forced("original"))
in_promise <- function(x) { local_var <- "before"; x; local_var }
changer <- function() { assign("local_var", "changed by promise", envir = sys.frame(-1)); NULL }
print(in_promise(changer()))
eval_set <- function() eval(quote(evaluated <- "by eval"), parent.frame())
user3 <- function() { eval_set(); evaluated }
print(user3())
up2 <- function() assign("two_up", TRUE, envir = parent.frame(2))
middle <- function() up2()
outer_fn <- function() { middle(); exists("two_up", inherits = FALSE) }
print(outer_fn())
setter("at_top", "global")
print(at_top)
kill_loop_var <- function() rm("i", envir = parent.frame())
loop_user <- function() { for (i in 1:3) { kill_loop_var(); cat(exists("i", inherits = FALSE), "") }; cat("\n") }
loop_user()
