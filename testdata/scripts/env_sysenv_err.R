Sys.setenv(OK_NAME = "1")
print(Sys.getenv("OK_NAME"))
Sys.setenv(A = 1, "unnamed")
