x <- "ab\qc"
