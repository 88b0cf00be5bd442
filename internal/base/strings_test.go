package base

import "testing"

func TestTranslateERE(t *testing.T) {
	cases := []struct {
		pat, want, reason string
		backref           bool
	}{
		{pat: "a|ab", want: "a|ab"},
		{pat: "[[:digit:]]+", want: "[0-9]+"},
		{pat: `[\s]`, want: `[\\s]`},
		{pat: "[]a]", want: `[\]a]`},
		{pat: "a{,2}", want: "a{0,2}"},
		{pat: "*a", want: "a"},
		{pat: ")", want: `\)`},
		{pat: `(a)\1`, want: `(a)\1`, backref: true},
		{pat: "(", reason: "Missing ')'"},
		{pat: "[a", reason: "Missing ']'"},
		{pat: "a{", reason: "Missing '}'"},
		{pat: "a**", reason: "Invalid use of repetition operators"},
		{pat: "a{2,1}", reason: "Invalid contents of {}"},
		{pat: "[[:foo:]]", reason: "Unknown character class name"},
		{pat: "[b-a]", reason: "Invalid character range"},
		{pat: `a\`, reason: "Trailing backslash"},
	}
	for _, c := range cases {
		got, backref, _, reason := translateERE(c.pat)
		if reason != c.reason || (reason == "" && (got != c.want || backref != c.backref)) {
			t.Errorf("translateERE(%q) = %q, %v, %q; want %q, %v, %q", c.pat, got, backref, reason, c.want, c.backref, c.reason)
		}
	}
}

func TestFindLeftmostLongest(t *testing.T) {
	re, err := compileRx("a|ab", false, false, false)
	if err != nil {
		t.Fatal(err)
	}
	if m := re.find("xab", 1); len(m) != 1 || m[0][0] != 1 || m[0][1] != 3 {
		t.Errorf("TRE a|ab on xab: %v", m)
	}
	pre, err := compileRx("a|ab", false, true, false)
	if err != nil {
		t.Fatal(err)
	}
	if m := pre.find("xab", 1); len(m) != 1 || m[0][1] != 2 {
		t.Errorf("PCRE a|ab on xab: %v", m)
	}
	// regexp2 positions are runes; find reports bytes.
	if m := pre.find("éab", -1); len(m) != 1 || m[0][0] != 2 {
		t.Errorf("PCRE byte offsets: %v", m)
	}
}

func TestStrtol(t *testing.T) {
	cases := []struct {
		s    string
		base int
		want int32
	}{
		{"10", 10, 10}, {"077", 0, 63}, {"0x1A", 16, 26}, {"0x10", 0, 16},
		{"z", 36, 35}, {"-7", 10, -7}, {" 12", 10, 12}, {"12abc", 10, -2147483648},
		{"", 10, -2147483648}, {"2147483648", 10, -2147483648},
	}
	for _, c := range cases {
		if got := strtol(c.s, c.base); got != c.want {
			t.Errorf("strtol(%q, %d) = %d, want %d", c.s, c.base, got, c.want)
		}
	}
}

func TestParseFormat(t *testing.T) {
	specs, err := parseFormat("%-5.2f|%2$s %% %*d")
	if err != nil {
		t.Fatal(err)
	}
	var convs []string
	for _, s := range specs {
		if s.conv != 0 {
			convs = append(convs, s.text)
		}
	}
	if len(convs) != 3 || convs[0] != "%-5.2f" || convs[1] != "%2$s" || convs[2] != "%*d" {
		t.Errorf("conversions %q", convs)
	}
	for _, bad := range []string{"%y", "%5", "abc %"} {
		if _, err := parseFormat(bad); err == nil {
			t.Errorf("parseFormat(%q) accepted", bad)
		}
	}
}

func TestCFloatHex(t *testing.T) {
	for _, c := range []struct {
		x    float64
		want string
	}{{1, "0x1p+0"}, {0.1, "0x1.999999999999ap-4"}, {-2, "-0x1p+1"}} {
		if got := cFloat('a', "", "", "", c.x); got != c.want {
			t.Errorf("%%a of %v = %q, want %q", c.x, got, c.want)
		}
	}
}
