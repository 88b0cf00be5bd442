# Binary trees, naive variant: the same work as binarytrees.R with the
# short-lived trees built and checked one by one in for loops, and tree
# nodes as lists with named fields.

bottomUpTree <- function(depth) {
    if (depth > 0L) {
        list(left = bottomUpTree(depth - 1L), right = bottomUpTree(depth - 1L))
    } else {
        list(left = NULL, right = NULL)
    }
}

itemCheck <- function(tree) {
    check <- 1L
    if (!is.null(tree$left)) {
        check <- check + itemCheck(tree$left)
        check <- check + itemCheck(tree$right)
    }
    check
}

execute <- function(n) {
    minDepth <- 4L
    maxDepth <- minDepth + 2L
    if (n > maxDepth) maxDepth <- n
    stretchDepth <- maxDepth + 1L
    checks <- itemCheck(bottomUpTree(stretchDepth))
    cat("stretch tree of depth ", stretchDepth, "\t check: ", checks, "\n", sep = "")

    longLivedTree <- bottomUpTree(maxDepth)
    depth <- minDepth
    while (depth <= maxDepth) {
        iterations <- 1L
        for (i in seq_len(maxDepth - depth + minDepth)) iterations <- iterations * 2L
        check <- 0L
        for (i in 1:iterations) {
            check <- check + itemCheck(bottomUpTree(depth))
        }
        cat(iterations, "\t trees of depth ", depth, "\t check: ", check, "\n", sep = "")
        checks[length(checks) + 1L] <- check
        depth <- depth + 2L
    }
    check <- itemCheck(longLivedTree)
    cat("long lived tree of depth ", maxDepth, "\t check: ", check, "\n", sep = "")
    checks[length(checks) + 1L] <- check
    checks
}

verifyResult <- function(result, n) {
    minDepth <- 4L
    maxDepth <- max(minDepth + 2L, n)
    nodes <- function(d) 2^(d + 1) - 1
    expect <- nodes(maxDepth + 1L)
    for (depth in seq(minDepth, maxDepth, by = 2L))
        expect <- c(expect, 2^(maxDepth - depth + minDepth) * nodes(depth))
    expect <- c(expect, nodes(maxDepth))
    length(result) == length(expect) && all(result == expect)
}
