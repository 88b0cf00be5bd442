# Storage (are-we-fast-yet): builds a tree of depth 7 in which every inner
# node is a list of 4 subtrees and every leaf a list of 1 to 10 elements,
# its size drawn from the generator x -> (1309 x + 13849) mod 65536 seeded
# with 74755; the result is the number of nodes (5461). execute(n) builds
# the tree n times.

newRandom <- function() {
    seed <- 74755L
    function() {
        seed <<- (seed * 1309L + 13849L) %% 65536L
        seed
    }
}

storage <- function() {
    random <- newRandom()
    count <- 0L
    buildTreeDepth <- function(depth) {
        count <<- count + 1L
        if (depth == 1L) {
            vector("list", random() %% 10L + 1L)
        } else {
            arr <- vector("list", 4L)
            for (i in 1:4) arr[[i]] <- buildTreeDepth(depth - 1L)
            arr
        }
    }
    buildTreeDepth(7L)
    count
}

execute <- function(n) {
    result <- 0L
    for (i in seq_len(n)) result <- storage()
    result
}

verifyResult <- function(result, n) result == 5461L
