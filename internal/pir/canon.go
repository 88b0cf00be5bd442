package pir

import (
	"regexp"
	"strconv"
	"strings"
)

var regRE = regexp.MustCompile(`(^|[^A-Za-z0-9_.])([%e][0-9]+)\b`)

// Canonical renumbers the registers of a PIR listing (%N, eN) densely in
// order of first appearance and trims its lines, so that listings can be
// compared whatever their numbering (the form tests compare).
func Canonical(s string) string {
	seen := map[string]string{}
	s = regRE.ReplaceAllStringFunc(s, func(m string) string {
		sub := regRE.FindStringSubmatch(m)
		reg := sub[2]
		r, ok := seen[reg]
		if !ok {
			r = reg[:1] + strconv.Itoa(len(seen))
			seen[reg] = r
		}
		return sub[1] + r
	})
	var lines []string
	for _, l := range strings.Split(strings.TrimSpace(s), "\n") {
		lines = append(lines, strings.TrimSpace(l))
	}
	return strings.Join(lines, "\n")
}
