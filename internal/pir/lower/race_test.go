//go:build race

package lower

// raceEnabled: the race detector's instrumentation changes what
// allocates, so allocation counts mean nothing.
const raceEnabled = true
