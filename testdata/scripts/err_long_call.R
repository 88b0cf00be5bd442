# an error whose call deparses to a long line: the message goes on its own line
a_function_with_a_rather_long_name <- function(first_argument, second_argument, third_argument) {
  stop("something went wrong")
}
r <- tryCatch(a_function_with_a_rather_long_name(first_argument = 1, second_argument = "two", third_argument = 3),
  error = function(e) conditionMessage(e))
print(r)
a_function_with_a_rather_long_name(first_argument = 1, second_argument = "two", third_argument = c(3, 4, 5))
