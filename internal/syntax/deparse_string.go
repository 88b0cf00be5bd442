package syntax

import (
	"strconv"
	"unicode"
	"unicode/utf8"
)

// deparseReserved are the words that cannot be used as names without
// backticks.
var deparseReserved = map[string]bool{
	"if": true, "else": true, "repeat": true, "while": true, "function": true,
	"for": true, "next": true, "break": true, "TRUE": true, "FALSE": true,
	"NULL": true, "Inf": true, "NaN": true, "NA": true, "NA_integer_": true,
	"NA_real_": true, "NA_character_": true, "NA_complex_": true, "in": true,
}

// IsSyntacticName reports whether name can be written as a symbol without
// backticks: it starts with a letter, or with a dot not followed by a
// digit, continues with letters, digits, dots and underscores, and is not
// a reserved word. "..." and "..1" are syntactic.
func IsSyntacticName(name string) bool {
	if name == "" {
		return false
	}
	if name == "..." {
		return true
	}
	if deparseReserved[name] {
		return false
	}
	first, size := utf8.DecodeRuneInString(name)
	switch {
	case first == '.':
		if next, _ := utf8.DecodeRuneInString(name[size:]); next >= '0' && next <= '9' {
			return false
		}
	case unicode.IsLetter(first):
	default:
		return false
	}
	for _, r := range name[size:] {
		if r == utf8.RuneError || !(r == '.' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r)) {
			return false
		}
	}
	return true
}

// QuoteName returns name as it must be written in code: as is when
// syntactic (or empty), else in backticks with escapes.
func QuoteName(name string) string {
	if name == "" || IsSyntacticName(name) {
		return name
	}
	return EncodeString(name, '`')
}

// printableRune reports whether R (in a UTF-8 locale) writes r as is in a
// string rather than as a \u escape: assigned characters other than
// controls and line/paragraph separators; format characters and private
// use characters count as printable.
func printableRune(r rune) bool {
	if r < 0x20 || r == 0x7f {
		return false
	}
	if r < 0x7f {
		return true
	}
	if unicode.Is(unicode.Cc, r) || r == 0x2028 || r == 0x2029 {
		return false
	}
	return unicode.IsGraphic(r) || unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Co, r)
}

// EncodeString writes s as an R string literal delimited by quote (`"`,
// `'` or "`"), as deparse() and print() do: backslash escapes for the
// quote, backslash and the usual control characters, octal for other
// ASCII controls, \u or \U escapes for non-printable characters, \x for
// bytes that are not UTF-8.
func EncodeString(s string, quote byte) string {
	b := make([]byte, 0, len(s)+2)
	b = append(b, quote)
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			switch c {
			case '\a':
				b = append(b, `\a`...)
			case '\b':
				b = append(b, `\b`...)
			case '\f':
				b = append(b, `\f`...)
			case '\n':
				b = append(b, `\n`...)
			case '\r':
				b = append(b, `\r`...)
			case '\t':
				b = append(b, `\t`...)
			case '\v':
				b = append(b, `\v`...)
			case '\\':
				b = append(b, `\\`...)
			case 0x7f:
				b = append(b, `\177`...)
			default:
				switch {
				case c == quote:
					b = append(b, '\\', c)
				case c < 0x20:
					b = append(b, '\\', '0'+c>>6, '0'+(c>>3)&7, '0'+c&7)
				default:
					b = append(b, c)
				}
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			const hex = "0123456789abcdef"
			b = append(b, '\\', 'x', hex[c>>4], hex[c&15])
			i++
			continue
		}
		if printableRune(r) {
			b = append(b, s[i:i+size]...)
		} else if r <= 0xffff {
			b = append(b, `\u`...)
			b = append(b, zeroPad(strconv.FormatInt(int64(r), 16), 4)...)
		} else {
			b = append(b, `\U`...)
			b = append(b, zeroPad(strconv.FormatInt(int64(r), 16), 8)...)
		}
		i += size
	}
	return string(append(b, quote))
}

func zeroPad(s string, n int) string {
	for len(s) < n {
		s = "0" + s
	}
	return s
}
