# Binary trees (benchmarks game): allocates perfect binary trees
# bottom-up and walks them to count their nodes: one stretch tree of depth
# n + 1, one long-lived tree of depth n kept while many short-lived trees
# of depths 4, 6, ..., n are built and checked. Prints the check lines.
# Trees are nested two-element lists; the short-lived trees of one depth
# are checked through vapply.

bottomUpTree <- function(depth) {
    if (depth > 0L) {
        depth <- depth - 1L
        list(bottomUpTree(depth), bottomUpTree(depth))
    } else {
        list(NULL, NULL)
    }
}

itemCheck <- function(tree) {
    if (is.null(tree[[1L]])) 1L else 1L + itemCheck(tree[[1L]]) + itemCheck(tree[[2L]])
}

execute <- function(n) {
    minDepth <- 4L
    maxDepth <- max(minDepth + 2L, n)
    stretchDepth <- maxDepth + 1L
    checks <- itemCheck(bottomUpTree(stretchDepth))
    cat(sprintf("stretch tree of depth %d\t check: %d\n", stretchDepth, checks[1L]))

    longLivedTree <- bottomUpTree(maxDepth)
    for (depth in seq(minDepth, maxDepth, by = 2L)) {
        iterations <- as.integer(2^(maxDepth - depth + minDepth))
        check <- sum(vapply(seq_len(iterations),
                            function(i) itemCheck(bottomUpTree(depth)), 0L))
        cat(sprintf("%d\t trees of depth %d\t check: %d\n", iterations, depth, check))
        checks <- c(checks, check)
    }
    check <- itemCheck(longLivedTree)
    cat(sprintf("long lived tree of depth %d\t check: %d\n", maxDepth, check))
    c(checks, check)
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
