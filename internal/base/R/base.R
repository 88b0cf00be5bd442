# The R-level base library: functions whose natural form is R code.
# Each file here is evaluated into the base environment at start-up, in
# file-name order.
