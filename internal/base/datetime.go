package base

import (
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// Dates and times: the conversions behind format.Date, format.POSIXct,
// as.Date and as.POSIXct (strftime and strptime on R's day and second
// counts); the R-level classes and methods are in R/sys.R.

func init() { extraTables = append(extraTables, dateBuiltins) }

var dateBuiltins = []*vm.BuiltinDef{
	// .formatTime(x, format, tz, date): x seconds since the epoch (or
	// days when date is TRUE) formatted by strftime rules.
	{Name: ".formatTime", Formals: []string{"x", "format", "tz", "date", "usetz"}, Fn: builtinFormatTime},
	// .parseTime(x, formats, tz, date): strptime against each format in
	// turn; seconds (or days) since the epoch, NA where nothing matched.
	{Name: ".parseTime", Formals: []string{"x", "formats", "tz", "date", "optional"}, Fn: builtinParseTime},
	// .fmtNum(x) is x to 7 significant digits, as cat writes numbers.
	{Name: ".fmtNum", Formals: []string{"x"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return rt.CharacterOf(catStrings(c.Arg(0))...), nil
	}},
}

// location resolves an R tz argument: "" is the session's zone (TZ).
func location(tz string) *time.Location {
	switch tz {
	case "":
		if env, ok := os.LookupEnv("TZ"); ok && env != "" {
			if l, err := loadLocation(env); err == nil {
				return l
			}
			return time.UTC
		}
		// Not time.Local: Go fixes that from TZ at its first use, and
		// the session may have changed TZ since.
		if l, err := loadLocation(sysTimezone()); err == nil {
			return l
		}
		return time.UTC
	case "UTC":
		return time.UTC
	case "GMT":
		return time.FixedZone("GMT", 0)
	}
	if l, err := loadLocation(tz); err == nil {
		return l
	}
	// An unknown zone is UTC under the name its leading letters spell
	// (as a POSIX TZ string without an offset reads).
	k := 0
	for k < len(tz) && (tz[k] >= 'A' && tz[k] <= 'Z' || tz[k] >= 'a' && tz[k] <= 'z') {
		k++
	}
	if k >= 3 {
		return time.FixedZone(tz[:k], 0)
	}
	return time.UTC
}

var zoneCache sync.Map

// loadLocation is time.LoadLocation, remembered.
func loadLocation(name string) (*time.Location, error) {
	if l, ok := zoneCache.Load(name); ok {
		return l.(*time.Location), nil
	}
	l, err := time.LoadLocation(name)
	if err == nil {
		zoneCache.Store(name, l)
	}
	return l, err
}

func builtinFormatTime(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	xv, err := rt.CoerceVector(c.Arg(0), rt.DoubleType, nil)
	if err != nil {
		return nil, err
	}
	x := xv.(*rt.Double).V
	fmts, ok := c.Arg(1).(*rt.Character)
	if !ok || len(fmts.V) == 0 {
		return nil, in.Errorf(nil, "invalid '%s' argument", "format")
	}
	tz := ""
	if s, ok := c.Arg(2).(*rt.Character); ok && len(s.V) > 0 {
		tz = s.V[0]
	}
	isDate := rt.AsLogical(c.Arg(3)) == rt.True
	usetz := c.Arg(4) != nil && rt.AsLogical(c.Arg(4)) == rt.True
	loc := location(tz)
	if isDate {
		loc = time.UTC
	}
	n := len(x)
	if n > 0 && len(fmts.V) > n {
		n = len(fmts.V)
	}
	out := rt.NewCharacter(n)
	for i := 0; i < n; i++ {
		d := x[i%len(x)]
		f := fmts.V[i%len(fmts.V)]
		if math.IsNaN(d) || rt.IsNAString(f) {
			out.V[i] = rt.NAString
			continue
		}
		if math.IsInf(d, 0) {
			out.V[i] = "Inf"
			if d < 0 {
				out.V[i] = "-Inf"
			}
			continue
		}
		secs := d
		if isDate {
			secs = math.Floor(d) * 86400
		}
		whole := math.Floor(secs)
		frac := secs - whole
		t := time.Unix(int64(whole), 0).In(loc)
		s := strftime(t, f, frac)
		if usetz {
			if z, _ := t.Zone(); z != "" {
				s += " " + z
			}
		}
		out.V[i] = s
	}
	if nm := rt.Names(c.Arg(0)); nm != nil && len(nm.V) == n {
		rt.SetAttr(out, rt.NamesSym, nm)
	}
	return out, nil
}

var weekdayNames = [...]string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}
var monthNames = [...]string{"January", "February", "March", "April", "May", "June", "July",
	"August", "September", "October", "November", "December"}

// strftime formats t by the C library's conversion specifications (in
// the C locale); frac is the fraction of a second for %OSn.
func strftime(t time.Time, f string, frac float64) string {
	var b strings.Builder
	for i := 0; i < len(f); i++ {
		if f[i] != '%' || i+1 >= len(f) {
			b.WriteByte(f[i])
			continue
		}
		i++
		ch := f[i]
		if ch == 'O' && i+1 < len(f) && f[i+1] == 'S' {
			i++
			digits := 0
			if i+1 < len(f) && f[i+1] >= '0' && f[i+1] <= '9' {
				i++
				digits = int(f[i] - '0')
			}
			sec := float64(t.Second()) + frac
			if digits == 0 {
				fmt.Fprintf(&b, "%02d", t.Second())
			} else {
				p := math.Pow(10, float64(digits))
				sec = math.Trunc(sec*p) / p
				fmt.Fprintf(&b, "%0*.*f", digits+3, digits, sec)
			}
			continue
		}
		if ch == 'E' || ch == 'O' {
			if i+1 < len(f) {
				i++
				ch = f[i]
			}
		}
		switch ch {
		case 'Y':
			fmt.Fprintf(&b, "%d", t.Year())
		case 'y':
			fmt.Fprintf(&b, "%02d", t.Year()%100)
		case 'C':
			fmt.Fprintf(&b, "%02d", t.Year()/100)
		case 'm':
			fmt.Fprintf(&b, "%02d", int(t.Month()))
		case 'd':
			fmt.Fprintf(&b, "%02d", t.Day())
		case 'e':
			fmt.Fprintf(&b, "%2d", t.Day())
		case 'H':
			fmt.Fprintf(&b, "%02d", t.Hour())
		case 'I':
			h := t.Hour() % 12
			if h == 0 {
				h = 12
			}
			fmt.Fprintf(&b, "%02d", h)
		case 'M':
			fmt.Fprintf(&b, "%02d", t.Minute())
		case 'S':
			fmt.Fprintf(&b, "%02d", t.Second())
		case 'p':
			if t.Hour() < 12 {
				b.WriteString("AM")
			} else {
				b.WriteString("PM")
			}
		case 'j':
			fmt.Fprintf(&b, "%03d", t.YearDay())
		case 'A':
			b.WriteString(weekdayNames[t.Weekday()])
		case 'a':
			b.WriteString(weekdayNames[t.Weekday()][:3])
		case 'B':
			b.WriteString(monthNames[t.Month()-1])
		case 'b', 'h':
			b.WriteString(monthNames[t.Month()-1][:3])
		case 'u':
			wd := int(t.Weekday())
			if wd == 0 {
				wd = 7
			}
			fmt.Fprintf(&b, "%d", wd)
		case 'w':
			fmt.Fprintf(&b, "%d", int(t.Weekday()))
		case 'U':
			fmt.Fprintf(&b, "%02d", (t.YearDay()+6-int(t.Weekday()))/7)
		case 'W':
			fmt.Fprintf(&b, "%02d", (t.YearDay()+6-(int(t.Weekday())+6)%7)/7)
		case 'V':
			_, w := t.ISOWeek()
			fmt.Fprintf(&b, "%02d", w)
		case 'G':
			y, _ := t.ISOWeek()
			fmt.Fprintf(&b, "%d", y)
		case 'F':
			b.WriteString(strftime(t, "%Y-%m-%d", frac))
		case 'T':
			b.WriteString(strftime(t, "%H:%M:%S", frac))
		case 'D', 'x':
			b.WriteString(strftime(t, "%m/%d/%y", frac))
		case 'R':
			b.WriteString(strftime(t, "%H:%M", frac))
		case 'X':
			b.WriteString(strftime(t, "%H:%M:%S", frac))
		case 'c':
			b.WriteString(strftime(t, "%a %b %e %H:%M:%S %Y", frac))
		case 'r':
			b.WriteString(strftime(t, "%I:%M:%S %p", frac))
		case 'Z':
			z, _ := t.Zone()
			b.WriteString(z)
		case 'z':
			_, off := t.Zone()
			sign := '+'
			if off < 0 {
				sign = '-'
				off = -off
			}
			fmt.Fprintf(&b, "%c%02d%02d", sign, off/3600, off%3600/60)
		case 's':
			fmt.Fprintf(&b, "%d", t.Unix())
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case '%':
			b.WriteByte('%')
		default:
			b.WriteByte('%')
			b.WriteByte(ch)
		}
	}
	return b.String()
}

func builtinParseTime(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	xs, ok := c.Arg(0).(*rt.Character)
	if !ok {
		return nil, in.Errorf(nil, "invalid '%s' argument", "x")
	}
	fmts, ok := c.Arg(1).(*rt.Character)
	if !ok || len(fmts.V) == 0 {
		return nil, in.Errorf(nil, "invalid '%s' argument", "format")
	}
	tz := ""
	if s, ok := c.Arg(2).(*rt.Character); ok && len(s.V) > 0 {
		tz = s.V[0]
	}
	isDate := rt.AsLogical(c.Arg(3)) == rt.True
	loc := location(tz)
	if isDate {
		loc = time.UTC
	}
	out := rt.NewDouble(len(xs.V))
	for i, s := range xs.V {
		out.V[i] = rt.NAReal
		if rt.IsNAString(s) {
			continue
		}
		f := fmts.V[i%len(fmts.V)]
		t, ok := strptime(s, f, loc)
		if !ok {
			continue
		}
		if isDate {
			y, m, d := t.Date()
			out.V[i] = float64(time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Unix() / 86400)
		} else {
			out.V[i] = float64(t.Unix()) + float64(t.Nanosecond())/1e9
		}
	}
	return out, nil
}

// strptime parses s by format f (a prefix of s must match; the rest is
// ignored, as in C); fields not given default to the start of the day.
func strptime(s, f string, loc *time.Location) (time.Time, bool) {
	year, month, day := 1970, 1, 1
	hour, min, sec := 0, 0, 0
	nsec := 0
	pm := -1
	yday := -1
	offset, hasOffset := 0, false
	p := 0
	num := func(maxDigits int) (int, bool) {
		for p < len(s) && s[p] == ' ' {
			p++
		}
		start := p
		neg := false
		if p < len(s) && (s[p] == '-' || s[p] == '+') {
			neg = s[p] == '-'
			p++
			start = p
		}
		for p < len(s) && p-start < maxDigits && s[p] >= '0' && s[p] <= '9' {
			p++
		}
		if p == start {
			return 0, false
		}
		v, _ := strconv.Atoi(s[start:p])
		if neg {
			v = -v
		}
		return v, true
	}
	name := func(names []string) (int, bool) {
		for k, n := range names {
			for _, cand := range []string{n, n[:3]} {
				if len(s)-p >= len(cand) && strings.EqualFold(s[p:p+len(cand)], cand) {
					p += len(cand)
					return k, true
				}
			}
		}
		return 0, false
	}
	var ok bool
	for i := 0; i < len(f); i++ {
		ch := f[i]
		if ch != '%' {
			if ch == ' ' {
				for p < len(s) && s[p] == ' ' {
					p++
				}
				continue
			}
			if p >= len(s) || s[p] != ch {
				return time.Time{}, false
			}
			p++
			continue
		}
		i++
		if i >= len(f) {
			return time.Time{}, false
		}
		spec := f[i]
		if spec == 'O' && i+1 < len(f) && f[i+1] == 'S' {
			i++
			if i+1 < len(f) && f[i+1] >= '0' && f[i+1] <= '9' {
				i++
			}
			sec, ok = num(2)
			if !ok {
				return time.Time{}, false
			}
			if p < len(s) && s[p] == '.' {
				start := p + 1
				p++
				for p < len(s) && s[p] >= '0' && s[p] <= '9' {
					p++
				}
				if fr, err := strconv.ParseFloat("0."+s[start:p], 64); err == nil {
					nsec = int(math.Round(fr * 1e9))
				}
			}
			continue
		}
		switch spec {
		case 'Y':
			year, ok = num(4)
		case 'y':
			var y int
			y, ok = num(2)
			if y < 69 {
				year = 2000 + y
			} else {
				year = 1900 + y
			}
		case 'm':
			month, ok = num(2)
			ok = ok && month >= 1 && month <= 12
		case 'd', 'e':
			day, ok = num(2)
			ok = ok && day >= 1 && day <= 31
		case 'H':
			hour, ok = num(2)
			ok = ok && hour <= 24
		case 'I':
			hour, ok = num(2)
			ok = ok && hour >= 1 && hour <= 12
		case 'M':
			min, ok = num(2)
			ok = ok && min <= 59
		case 'S':
			sec, ok = num(2)
			ok = ok && sec <= 61
		case 'j':
			yday, ok = num(3)
		case 'p':
			if len(s)-p >= 2 {
				switch strings.ToUpper(s[p : p+2]) {
				case "AM":
					pm, ok = 0, true
				case "PM":
					pm, ok = 1, true
				default:
					ok = false
				}
				p += 2
			} else {
				ok = false
			}
		case 'B', 'b', 'h':
			var m int
			m, ok = name(monthNames[:])
			month = m + 1
		case 'A', 'a':
			_, ok = name(weekdayNames[:])
		case 'F':
			var t time.Time
			t, ok = strptime(s[p:], "%Y-%m-%d", loc)
			if ok {
				year, month, day = t.Year(), int(t.Month()), t.Day()
				p += 10
			}
		case 'D':
			var t time.Time
			t, ok = strptime(s[p:], "%m/%d/%y", loc)
			if ok {
				year, month, day = t.Year(), int(t.Month()), t.Day()
				for k := 0; k < 3 && p < len(s); k++ {
					num(2)
					if p < len(s) && s[p] == '/' {
						p++
					}
				}
			}
		case 'R':
			var h, m int
			h, ok = num(2)
			if ok && p < len(s) && s[p] == ':' {
				p++
				m, ok = num(2)
			} else {
				ok = false
			}
			ok = ok && h <= 24 && m <= 59
			hour, min = h, m
		case 'T', 'X':
			var h, m, sc int
			h, ok = num(2)
			for _, v := range []*int{&m, &sc} {
				if ok && p < len(s) && s[p] == ':' {
					p++
					*v, ok = num(2)
				} else {
					ok = false
				}
			}
			ok = ok && h <= 24 && m <= 59 && sc <= 61
			hour, min, sec = h, m, sc
		case 'z':
			for p < len(s) && s[p] == ' ' {
				p++
			}
			if p+5 <= len(s) && (s[p] == '+' || s[p] == '-') {
				h, e1 := strconv.Atoi(s[p+1 : p+3])
				m, e2 := strconv.Atoi(s[p+3 : p+5])
				ok = e1 == nil && e2 == nil
				offset = (h*60 + m) * 60
				if s[p] == '-' {
					offset = -offset
				}
				hasOffset = true
				p += 5
			} else {
				ok = false
			}
		case 'Z':
			for p < len(s) && s[p] != ' ' {
				p++
			}
			ok = true
		case '%':
			ok = p < len(s) && s[p] == '%'
			p++
		default:
			ok = false
		}
		if !ok {
			return time.Time{}, false
		}
	}
	if pm == 1 && hour < 12 {
		hour += 12
	} else if pm == 0 && hour == 12 {
		hour = 0
	}
	if yday > 0 {
		month, day = 1, yday
	}
	// Invalid days of the month (31 April) fail, as in R.
	probe := time.Date(year, time.Month(month), day, 0, 0, 0, 0, time.UTC)
	if yday <= 0 && probe.Day() != day {
		return time.Time{}, false
	}
	if hasOffset {
		return time.Date(year, time.Month(month), day, hour, min, sec, nsec, time.UTC).Add(-time.Duration(offset) * time.Second), true
	}
	return dateIn(year, month, day, hour, min, sec, nsec, loc), true
}
