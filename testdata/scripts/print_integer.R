# integer vectors
1L
-5L
1:10
-3:3
c(1L, NA, 100L)
.Machine$integer.max
-.Machine$integer.max
c(1L, 1000000L)
integer(0)
seq_len(25)
100:130
as.integer(c(2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536))
NA_integer_
