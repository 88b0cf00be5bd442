package syntax

import (
	"errors"
	"io"
	"testing"
	"time"
)

// FuzzParse checks that the parser never panics or hangs, and that every
// error it returns renders in both forms.
func FuzzParse(f *testing.F) {
	for _, c := range parseCases {
		f.Add([]byte(c.src))
	}
	for _, s := range []string{
		"{\nif (a) b\nelse c\n}", "f(if (a) b\n+ c)", "x |> f(y = _)",
		"r\"---(a)---\"", "\"\\u{1F600}\"", "`a", "x[[1]]", "function(x, y = 2, ...) NULL",
		"((((((((((((((((((((((((((((((((((((((((((((((((((((1))))))))))))))))))))))))))))))))))))))))))))))))))))",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		start := time.Now()
		for _, keep := range []bool{false, true} {
			p := NewParser("<text>", src, Options{KeepSource: keep, Warn: func(string) {}})
			for {
				_, err := p.Next()
				if err == io.EOF {
					break
				}
				if err != nil {
					var pe *Error
					if !errors.As(err, &pe) {
						t.Fatalf("non-parse error %v", err)
					}
					_ = pe.REPLMessage()
					_ = pe.ParseMessage(true)
					_ = pe.Error()
					break
				}
			}
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Fatalf("parsing %d bytes took %v", len(src), d)
		}
	})
}
