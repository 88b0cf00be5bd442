package base

import (
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// The broken-down time class POSIXlt: a list of the fields sec, min,
// hour, mday, mon, year, wday, yday and isdst (plus zone and gmtoff
// outside UTC), converted from and to seconds since the epoch here; the
// R-level methods are in R/datetime.R.

func init() { extraTables = append(extraTables, posixltBuiltins) }

var posixltBuiltins = []*vm.BuiltinDef{
	// .posixlt(x, tz, parsed): seconds since the epoch broken down in
	// zone tz; parsed marks times read from strings (gmtoff unknown).
	{Name: ".posixlt", Formals: []string{"x", "tz", "parsed"}, Fn: builtinPOSIXlt},
	// .ltSecs(x, tz): the seconds since the epoch of a POSIXlt's fields
	// (out-of-range fields carry over, as in mktime).
	{Name: ".ltSecs", Formals: []string{"x", "tz"}, Fn: builtinLtSecs},
	{Name: "Sys.timezone", Formals: []string{"location"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return rt.StringScalar(sysTimezone()), nil
	}},
	{Name: "OlsonNames", Formals: []string{"tzdir"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return rt.CharacterOf(olsonNames()...), nil
	}},
	// .tzName(tz): the zone a tz argument resolves to ("" is TZ).
	{Name: ".tzName", Formals: []string{"tz"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return rt.StringScalar(tzName(tzArg(c.Arg(0)))), nil
	}},
}

func tzArg(v rt.Value) string {
	if s, ok := v.(*rt.Character); ok && len(s.V) > 0 && !rt.IsNAString(s.V[0]) {
		return s.V[0]
	}
	return ""
}

// tzName is the zone name behind tz: "" means the TZ variable.
func tzName(tz string) string {
	if tz == "" {
		return os.Getenv("TZ")
	}
	return tz
}

func isUTCName(tz string) bool { return tz == "UTC" || tz == "GMT" }

// zoneAbbrevs finds the standard and daylight-saving abbreviations of a
// zone from its offsets in January and July of the current year.
func zoneAbbrevs(loc *time.Location) (string, string) {
	y := time.Now().Year()
	a := time.Date(y, 1, 1, 0, 0, 0, 0, loc)
	b := time.Date(y, 7, 1, 0, 0, 0, 0, loc)
	na, _ := a.Zone()
	nb, _ := b.Zone()
	switch {
	case a.IsDST() && !b.IsDST():
		return nb, na
	case b.IsDST() && !a.IsDST():
		return na, nb
	}
	return na, na
}

func builtinPOSIXlt(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	xv, err := rt.CoerceVector(c.Arg(0), rt.DoubleType, nil)
	if err != nil {
		return nil, err
	}
	x := xv.(*rt.Double).V
	tz := tzArg(c.Arg(1))
	parsed := c.Arg(2) != nil && rt.AsLogical(c.Arg(2)) == rt.True
	name := tzName(tz)
	loc := location(tz)
	utc := isUTCName(name)
	n := len(x)
	sec := rt.NewDouble(n)
	ints := make([]*rt.Integer, 8)
	for k := range ints {
		ints[k] = rt.NewInteger(n)
	}
	zone := rt.NewCharacter(n)
	gmtoff := rt.NewInteger(n)
	for i, d := range x {
		if math.IsNaN(d) || math.IsInf(d, 0) {
			sec.V[i] = d
			for k := 0; k < 7; k++ {
				ints[k].V[i] = rt.NAInt
			}
			ints[7].V[i] = -1
			zone.V[i] = ""
			gmtoff.V[i] = rt.NAInt
			continue
		}
		whole := math.Floor(d)
		t := time.Unix(int64(whole), 0).In(loc)
		sec.V[i] = float64(t.Second()) + (d - whole)
		ints[0].V[i] = int32(t.Minute())
		ints[1].V[i] = int32(t.Hour())
		ints[2].V[i] = int32(t.Day())
		ints[3].V[i] = int32(t.Month()) - 1
		ints[4].V[i] = int32(t.Year() - 1900)
		ints[5].V[i] = int32(t.Weekday())
		ints[6].V[i] = int32(t.YearDay() - 1)
		if t.IsDST() {
			ints[7].V[i] = 1
		}
		z, off := t.Zone()
		zone.V[i] = z
		gmtoff.V[i] = int32(off)
		if parsed {
			gmtoff.V[i] = rt.NAInt
		}
	}
	fields := []rt.Value{sec, ints[0], ints[1], ints[2], ints[3], ints[4], ints[5], ints[6], ints[7]}
	names := []string{"sec", "min", "hour", "mday", "mon", "year", "wday", "yday", "isdst"}
	if !utc {
		fields = append(fields, zone, gmtoff)
		names = append(names, "zone", "gmtoff")
	}
	out := rt.ListOf(fields...)
	rt.SetAttr(out, rt.NamesSym, rt.CharacterOf(names...))
	rt.SetAttr(out, rt.ClassSym, rt.CharacterOf("POSIXlt", "POSIXt"))
	switch {
	case utc:
		rt.SetAttr(out, rt.Intern("tzone"), rt.StringScalar(name))
	case tz == "" && name == "":
		// R leaves the session's zone unnamed when TZ is unset.
	default:
		std, dst := zoneAbbrevs(loc)
		rt.SetAttr(out, rt.Intern("tzone"), rt.CharacterOf(name, std, dst))
	}
	return out, nil
}

func builtinLtSecs(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	l, ok := c.Arg(0).(*rt.List)
	if !ok || len(l.V) < 6 {
		return nil, in.Errorf(nil, "invalid '%s' argument", "x")
	}
	loc := location(tzArg(c.Arg(1)))
	cols := make([][]float64, 6)
	n := 0
	for k := 0; k < 6; k++ {
		v, err := rt.CoerceVector(l.V[k], rt.DoubleType, nil)
		if err != nil {
			return nil, in.Errorf(nil, "invalid '%s' argument", "x")
		}
		cols[k] = v.(*rt.Double).V
		if len(cols[k]) > n {
			n = len(cols[k])
		}
	}
	for k := 0; k < 6; k++ {
		if len(cols[k]) == 0 {
			n = 0
		}
	}
	out := rt.NewDouble(n)
	for i := 0; i < n; i++ {
		var f [6]float64
		na := false
		for k := 0; k < 6; k++ {
			f[k] = cols[k][i%len(cols[k])]
			if math.IsNaN(f[k]) || math.IsInf(f[k], 0) {
				na = true
			}
		}
		if na {
			out.V[i] = rt.NAReal
			if math.IsInf(f[0], 0) {
				out.V[i] = f[0]
			}
			continue
		}
		whole := math.Floor(f[0])
		t := dateIn(int(f[5])+1900, int(f[4])+1, int(f[3]), int(f[2]), int(f[1]), int(whole), 0, loc)
		out.V[i] = float64(t.Unix()) + (f[0] - whole)
	}
	return out, nil
}

// strDateTime writes str's line for a Date, POSIXct or POSIXlt object
// (as its formatted values); it reports false for anything else.
func strDateTime(in *vm.Interp, b *strings.Builder, x rt.Value, nest int, o *strOpts, top bool) bool {
	var cls string
	switch {
	case rt.Inherits(x, "Date"):
		cls = "Date"
	case rt.Inherits(x, "POSIXct"):
		cls = "POSIXct"
	case rt.Inherits(x, "POSIXlt"):
		cls = "POSIXlt"
	default:
		return false
	}
	if _, ok := x.(*rt.List); !ok && cls == "POSIXlt" {
		return false
	}
	fv, err := in.CallValue(mustBase(in, "format"), []rt.Arg{{Val: x}}, rt.NewCall(rt.Intern("format"), rt.Intern("object")), in.Base)
	if err != nil {
		return false
	}
	f, ok := fv.(*rt.Character)
	if !ok {
		return false
	}
	n := len(f.V)
	if n == 0 {
		return false
	}
	width := float64(o.width)
	elem := 13.0
	for _, s := range f.V {
		if !rt.IsNAString(s) {
			elem = float64(len(s) + 3)
			break
		}
	}
	var show int
	switch {
	case nest == 0 && !o.vecLenGiven:
		show = max(1, int(math.Floor((width-10)/elem)))
	case nest == 0:
		show = int(math.Round(o.vecLen))
	default:
		show = min(int(math.Round(o.vecLen)), int(math.Floor((width-40)/20)))
	}
	show = max(show, 0)
	b.WriteString(" " + cls)
	if !o.noLength {
		b.WriteString("[1:" + strconv.Itoa(n) + "]")
	}
	b.WriteString(", format:")
	for i := 0; i < n && i < show; i++ {
		if rt.IsNAString(f.V[i]) {
			b.WriteString(" NA")
		} else {
			b.WriteString(" \"" + f.V[i] + "\"")
		}
	}
	if show <= 0 {
		b.WriteString(" ")
	}
	if show < n {
		b.WriteString(" ...")
	}
	b.WriteString("\n")
	return true
}

// formatTimeColumn formats a date, date-time or time-difference column
// of a data frame by its format method.
func formatTimeColumn(in *vm.Interp, v rt.Vector) (rt.Vector, bool, error) {
	if !rt.Inherits(v, "Date") && !rt.Inherits(v, "POSIXct") && !rt.Inherits(v, "difftime") {
		return nil, false, nil
	}
	fv, err := in.CallValue(mustBase(in, "format"), []rt.Arg{{Val: v}}, rt.NewCall(rt.Intern("format"), rt.Intern("x")), in.Base)
	if err != nil {
		return nil, true, err
	}
	out, ok := fv.(*rt.Character)
	if !ok {
		return nil, false, nil
	}
	return out, true, nil
}

// sysTimezone is the session's zone: TZ, else the zone /etc/localtime
// links to.
func sysTimezone() string {
	if tz := os.Getenv("TZ"); tz != "" {
		return tz
	}
	if dest, err := os.Readlink("/etc/localtime"); err == nil {
		if i := strings.Index(dest, "zoneinfo/"); i >= 0 {
			return dest[i+len("zoneinfo/"):]
		}
	}
	return "UTC"
}

// olsonNames lists the zones of the system's time zone database.
func olsonNames() []string {
	root := "/usr/share/zoneinfo"
	var out []string
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			if rel == "posix" || rel == "right" {
				return filepath.SkipDir
			}
			return nil
		}
		if rel == "" || rel[0] < 'A' || rel[0] > 'Z' || strings.Contains(rel, ".") {
			return nil
		}
		out = append(out, rel)
		return nil
	})
	sort.Strings(out)
	return out
}

// dateIn is time.Date in loc, resolving clock times that a transition
// skips or repeats as R does: by the daylight-saving offset.
func dateIn(year, month, day, hour, min, sec, nsec int, loc *time.Location) time.Time {
	wall := time.Date(year, time.Month(month), day, hour, min, sec, nsec, time.UTC)
	if loc == time.UTC {
		return wall
	}
	l := wall.Unix()
	type cand struct {
		off int
		dst bool
	}
	zoneAt := func(u int64) cand {
		t := time.Unix(u, 0).In(loc)
		_, off := t.Zone()
		return cand{off, t.IsDST()}
	}
	a, b := zoneAt(l-86400), zoneAt(l+86400)
	cands := []cand{a}
	if b.off != a.off {
		cands = append(cands, b)
	}
	var valid []cand
	for _, c := range cands {
		if zoneAt(l-int64(c.off)).off == c.off {
			valid = append(valid, c)
		}
	}
	pick := func(cs []cand) cand {
		for _, c := range cs {
			if c.dst {
				return c
			}
		}
		return cs[0]
	}
	var c cand
	switch len(valid) {
	case 0:
		c = pick(cands)
	case 1:
		c = valid[0]
	default:
		c = pick(valid)
	}
	return time.Unix(l-int64(c.off), int64(wall.Nanosecond())).In(loc)
}
