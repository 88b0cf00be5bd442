# N-body (benchmarks game): the Jovian planets and the sun, integrated with
# a simple symplectic (leapfrog-like) step of 0.01 for n steps; prints the
# total energy with 9 decimals before and after.

solarMass <- 4 * pi * pi
daysPerYear <- 365.24

execute <- function(n) {
    x <- c(0, 4.84143144246472090e+00, 8.34336671824457987e+00,
           1.28943695621391310e+01, 1.53796971148509165e+01)
    y <- c(0, -1.16032004402742839e+00, 4.12479856412430479e+00,
           -1.51111514016986312e+01, -2.59193146099879641e+01)
    z <- c(0, -1.03622044471123109e-01, -4.03523417114321381e-01,
           -2.23307578892655734e-01, 1.79258772950371181e-01)
    vx <- c(0, 1.66007664274403694e-03, -2.76742510726862411e-03,
            2.96460137564761618e-03, 2.68067772490389322e-03) * daysPerYear
    vy <- c(0, 7.69901118419740425e-03, 4.99852801234917238e-03,
            2.37847173959480950e-03, 1.62824170038242295e-03) * daysPerYear
    vz <- c(0, -6.90460016972063023e-05, 2.30417297573763929e-05,
            -2.96589568540237556e-05, -9.51592254519715870e-05) * daysPerYear
    mass <- c(1, 9.54791938424326609e-04, 2.85885980666130812e-04,
              4.36624404335156298e-05, 5.15138902046611451e-05) * solarMass
    nb <- length(x)

    # Offset the sun's momentum so that the system's total is zero.
    px <- 0
    py <- 0
    pz <- 0
    for (i in 1:nb) {
        px <- px + vx[i] * mass[i]
        py <- py + vy[i] * mass[i]
        pz <- pz + vz[i] * mass[i]
    }
    vx[1] <- -px / solarMass
    vy[1] <- -py / solarMass
    vz[1] <- -pz / solarMass

    energy <- function() {
        e <- 0
        for (i in 1:nb) {
            e <- e + 0.5 * mass[i] * (vx[i] * vx[i] + vy[i] * vy[i] + vz[i] * vz[i])
            if (i < nb) {
                for (j in (i + 1):nb) {
                    dx <- x[i] - x[j]
                    dy <- y[i] - y[j]
                    dz <- z[i] - z[j]
                    e <- e - mass[i] * mass[j] / sqrt(dx * dx + dy * dy + dz * dz)
                }
            }
        }
        e
    }

    e0 <- energy()
    cat(sprintf("%.9f\n", e0))
    dt <- 0.01
    for (step in seq_len(n)) {
        for (i in 1:(nb - 1L)) {
            for (j in (i + 1L):nb) {
                dx <- x[i] - x[j]
                dy <- y[i] - y[j]
                dz <- z[i] - z[j]
                d2 <- dx * dx + dy * dy + dz * dz
                mag <- dt / (d2 * sqrt(d2))
                mj <- mass[j] * mag
                vx[i] <- vx[i] - dx * mj
                vy[i] <- vy[i] - dy * mj
                vz[i] <- vz[i] - dz * mj
                mi <- mass[i] * mag
                vx[j] <- vx[j] + dx * mi
                vy[j] <- vy[j] + dy * mi
                vz[j] <- vz[j] + dz * mi
            }
        }
        for (i in 1:nb) {
            x[i] <- x[i] + dt * vx[i]
            y[i] <- y[i] + dt * vy[i]
            z[i] <- z[i] + dt * vz[i]
        }
    }
    e1 <- energy()
    cat(sprintf("%.9f\n", e1))
    c(e0, e1)
}

verifyResult <- function(result, n) {
    known <- c("0" = "-0.169075164", "10" = "-0.169073022", "100" = "-0.169050762",
               "1000" = "-0.169087605", "10000" = "-0.169016441")
    if (sprintf("%.9f", result[1]) != "-0.169075164") return(FALSE)
    key <- as.character(n)
    if (!(key %in% names(known))) return(TRUE)
    sprintf("%.9f", result[2]) == known[[key]]
}
