# Bounce (are-we-fast-yet): 100 balls with positions and velocities drawn
# from a linear congruential generator bounce in a 500 x 500 box for 50
# steps; the result is the number of bounces. execute(n) runs the whole
# simulation n times.

newRandom <- function() {
    seed <- 74755L
    function() {
        seed <<- (seed * 1309L + 13849L) %% 65536L
        seed
    }
}

newBall <- function(random) {
    list(x = random() %% 500L,
         y = random() %% 500L,
         xVel = (random() %% 300L) - 150L,
         yVel = (random() %% 300L) - 150L)
}

# Moves a ball one step; returns the moved ball with a "bounced" flag.
bounceBall <- function(ball) {
    xLimit <- 500L
    yLimit <- 500L
    bounced <- FALSE
    ball$x <- ball$x + ball$xVel
    ball$y <- ball$y + ball$yVel
    if (ball$x > xLimit) {
        ball$x <- xLimit
        ball$xVel <- 0L - abs(ball$xVel)
        bounced <- TRUE
    }
    if (ball$x < 0L) {
        ball$x <- 0L
        ball$xVel <- abs(ball$xVel)
        bounced <- TRUE
    }
    if (ball$y > yLimit) {
        ball$y <- yLimit
        ball$yVel <- 0L - abs(ball$yVel)
        bounced <- TRUE
    }
    if (ball$y < 0L) {
        ball$y <- 0L
        ball$yVel <- abs(ball$yVel)
        bounced <- TRUE
    }
    ball$bounced <- bounced
    ball
}

bounce <- function() {
    random <- newRandom()
    ballCount <- 100L
    bounces <- 0L
    balls <- vector("list", ballCount)
    for (i in seq_len(ballCount)) balls[[i]] <- newBall(random)
    for (step in 1:50) {
        for (i in seq_len(ballCount)) {
            ball <- bounceBall(balls[[i]])
            if (ball$bounced) bounces <- bounces + 1L
            balls[[i]] <- ball
        }
    }
    bounces
}

execute <- function(n) {
    result <- 0L
    for (i in seq_len(n)) result <- bounce()
    result
}

verifyResult <- function(result, n) result == 1331L
