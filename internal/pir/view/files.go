package view

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// Output says which files to write for the recorded versions: a page
// (--pir-html) for those whose function name matches HTML, a graph
// (--print-pir-graph) for those matching Graph, in Dir (the current
// directory when empty).
type Output struct {
	HTML  *regexp.Regexp
	Graph *regexp.Regexp
	Dir   string
}

// Wants reports whether a function of that name needs recording.
func (o Output) Wants(name string) bool {
	return o.HTML != nil && o.HTML.MatchString(name) || o.Graph != nil && o.Graph.MatchString(name)
}

// fileKinds are the files Output writes, with the message that reports
// each: as Go's GOSSAFUNC reports ssa.html.
var fileKinds = []struct {
	ext   string
	what  string
	match func(Output) *regexp.Regexp
	write func(io.Writer, *Recording) error
}{
	{"html", "PIR", func(o Output) *regexp.Regexp { return o.HTML }, WriteHTML},
	{"dot", "PIR graph", func(o Output) *regexp.Regexp { return o.Graph }, WriteDot},
}

// FileName is the base name of rec's file with extension ext:
// pir-NAME-N.ext, with N the version's number among the recorded
// versions of NAME and the characters of NAME that are awkward in file
// names replaced by "_".
func FileName(rec *Recording, ext string) string {
	name := strings.Map(func(r rune) rune {
		if r < 128 && (isWordChar(byte(r)) || r == '-') {
			return r
		}
		return '_'
	}, rec.Name)
	if len(name) > 80 {
		name = name[:80]
	}
	return "pir-" + name + "-" + strconv.Itoa(rec.Seq) + "." + ext
}

// WriteFiles writes the files o asks for, for recs, calling report with
// a line saying what it wrote ("dumped PIR to pir-f-1.html") after each.
// It goes on after a failure and returns the failures joined; it
// returns the number of files it was asked to write, written or not.
func (o Output) WriteFiles(recs []*Recording, report func(line string)) (n int, err error) {
	var errs []error
	madeDir := false
	for _, rec := range recs {
		for _, k := range fileKinds {
			re := k.match(o)
			if re == nil || !re.MatchString(rec.Name) || rec.Final() == nil {
				continue
			}
			n++
			if !madeDir && o.Dir != "" {
				if err := os.MkdirAll(o.Dir, 0o777); err != nil {
					return n, err
				}
				madeDir = true
			}
			path := filepath.Join(o.Dir, FileName(rec, k.ext))
			if err := writeFile(path, rec, k.write); err != nil {
				errs = append(errs, err)
				continue
			}
			report(fmt.Sprintf("dumped %s to %s", k.what, path))
		}
	}
	return n, errors.Join(errs...)
}

func writeFile(path string, rec *Recording, write func(io.Writer, *Recording) error) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := write(f, rec); err != nil {
		f.Close()
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return f.Close()
}
