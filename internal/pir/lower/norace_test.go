//go:build !race

package lower

const raceEnabled = false
