\
(x) x
