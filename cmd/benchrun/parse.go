package main

import (
	"bufio"
	"fmt"
	"math"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// Program is one line of bench/programs.txt.
type Program struct {
	Name  string
	Kind  string // "macro" or "micro"
	Param int    // default parameter
	Quick int    // parameter under --quick
	Test  int    // parameter of the correctness test
}

// ReadPrograms reads the program table: lines of NAME KIND DEFAULT QUICK
// TEST; blank lines and lines starting with # are ignored.
func ReadPrograms(path string) ([]Program, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ParsePrograms(string(data))
}

// ParsePrograms parses the text of the program table.
func ParsePrograms(text string) ([]Program, error) {
	var progs []Program
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) != 5 {
			return nil, fmt.Errorf("line %d: want NAME KIND DEFAULT QUICK TEST, got %q", i+1, line)
		}
		if f[1] != "macro" && f[1] != "micro" {
			return nil, fmt.Errorf("line %d: kind %q is neither macro nor micro", i+1, f[1])
		}
		p := Program{Name: f[0], Kind: f[1]}
		for j, dst := range []*int{&p.Param, &p.Quick, &p.Test} {
			n, err := strconv.Atoi(f[2+j])
			if err != nil {
				return nil, fmt.Errorf("line %d: parameter %q: %v", i+1, f[2+j], err)
			}
			*dst = n
		}
		progs = append(progs, p)
	}
	return progs, nil
}

var iterationLine = regexp.MustCompile(`^(\S+): iterations=1 runtime: (\d+)us$`)

// ParseIteration recognises a harness iteration line, "NAME: iterations=1
// runtime: 1234us", and returns the program name and the microseconds.
func ParseIteration(line string) (name string, us int64, ok bool) {
	m := iterationLine.FindStringSubmatch(strings.TrimRight(line, "\r"))
	if m == nil {
		return "", 0, false
	}
	us, err := strconv.ParseInt(m[2], 10, 64)
	if err != nil {
		return "", 0, false
	}
	return m[1], us, true
}

// ParseOutput collects the iteration times the harness printed for name;
// every other line (the benchmark's own output, the summary) is ignored.
func ParseOutput(output, name string) []int64 {
	var times []int64
	sc := bufio.NewScanner(strings.NewReader(output))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		if n, us, ok := ParseIteration(sc.Text()); ok && n == name {
			times = append(times, us)
		}
	}
	return times
}

// Median of xs (the mean of the middle two for an even count); NaN when
// empty.
func Median(xs []int64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	s := append([]int64(nil), xs...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	n := len(s)
	if n%2 == 1 {
		return float64(s[n/2])
	}
	return (float64(s[n/2-1]) + float64(s[n/2])) / 2
}

// Warmup is the number of leading iterations left out of the steady state
// when the user gave none (w < 0): a third of them, at least one when
// there are two or more, none when there is only one.
func Warmup(w, iterations int) int {
	if w >= 0 {
		if w >= iterations {
			return iterations - 1
		}
		return w
	}
	if iterations < 2 {
		return 0
	}
	return max(1, iterations/3)
}

// SteadyMedian is the median of the iterations after the warm-up.
func SteadyMedian(times []int64, warmup int) float64 {
	if warmup >= len(times) {
		warmup = len(times) - 1
	}
	if warmup < 0 {
		warmup = 0
	}
	return Median(times[warmup:])
}

// Ratio is a / b, or NaN when either is missing or b is zero.
func Ratio(a, b float64) float64 {
	if math.IsNaN(a) || math.IsNaN(b) || b == 0 {
		return math.NaN()
	}
	return a / b
}

// GeoMean is the geometric mean of the finite positive values of xs, and
// how many there were.
func GeoMean(xs []float64) (float64, int) {
	sum, n := 0.0, 0
	for _, x := range xs {
		if x > 0 && !math.IsInf(x, 0) && !math.IsNaN(x) {
			sum += math.Log(x)
			n++
		}
	}
	if n == 0 {
		return math.NaN(), 0
	}
	return math.Exp(sum / float64(n)), n
}
