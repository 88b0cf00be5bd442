# str() of factors: as many levels as fit, ordered factors, factors in
# data frames and lists.
str(iris$Species)
str(factor(c("a","b","a")))
str(iris)
for (k in 1:8) { lv <- strrep("a", k); f <- factor(paste0(rep(lv, 10), 1:10), levels = paste0(rep(lv, 10), 1:10)); str(f) }
for (n in 2:6) str(factor(letters[1:n]))
str(factor(c("ab","cd","ef","gh","ij")))
str(factor(c("L","M","H"), levels=c("L","M","H"), ordered=TRUE)); str(warpbreaks); str(factor(c("aaaaaaaaaaaaaaaaaa","b"))); str(list(a=list(f=factor(c("x","y")))))
str(factor(character(0))); str(factor(c("a",NA))); str(factor(c("a","b"), levels=c("a","b",NA), exclude=NULL))
str(ToothGrowth); str(PlantGrowth); str(chickwts); str(InsectSprays); str(sleep)
