package report

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"time"
)

// pngConverters are the programs that can turn the SVG chart into a PNG,
// tried in order; gorir draws no PNG itself. args gets the SVG file, the
// PNG file, the chart's size and a scratch directory.
var pngConverters = []struct {
	prog string
	args func(svg, png string, w, h int, tmp string) []string
}{
	{"rsvg-convert", func(svg, png string, w, h int, tmp string) []string {
		return []string{"-o", png, svg}
	}},
	{"chromium", chromeArgs},
	{"chromium-browser", chromeArgs},
	{"google-chrome", chromeArgs},
}

// chromeArgs take a headless browser's screenshot of the SVG.
func chromeArgs(svg, png string, w, h int, tmp string) []string {
	return []string{"--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
		"--user-data-dir=" + tmp, "--screenshot=" + png, fmt.Sprintf("--window-size=%d,%d", w, h), "file://" + svg}
}

// WritePNG renders dir/rq3.svg (a chart of n programs) as dir/rq3.png
// with the first converter of pngConverters found on PATH. It returns
// the converter used, or an error when there is none or it failed.
func WritePNG(dir string, n int) (string, error) {
	svg, err := filepath.Abs(filepath.Join(dir, "rq3.svg"))
	if err != nil {
		return "", err
	}
	png := filepath.Join(filepath.Dir(svg), "rq3.png")
	w, h := ChartSize(n)
	for _, c := range pngConverters {
		path, err := exec.LookPath(c.prog)
		if err != nil {
			continue
		}
		tmp, err := os.MkdirTemp("", "gorir-png-")
		if err != nil {
			return "", err
		}
		defer os.RemoveAll(tmp)
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		os.Remove(png)
		cmd := exec.CommandContext(ctx, path, c.args(svg, png, int(w), int(h), tmp)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			return "", fmt.Errorf("%s: %v: %s", c.prog, err, lastLine(out))
		}
		if st, err := os.Stat(png); err != nil || st.Size() == 0 {
			return "", fmt.Errorf("%s wrote no PNG", c.prog)
		}
		return c.prog, nil
	}
	return "", fmt.Errorf("no SVG converter found (rsvg-convert or a Chromium)")
}

func lastLine(out []byte) string {
	s := string(out)
	for len(s) > 0 && (s[len(s)-1] == '\n' || s[len(s)-1] == '\r') {
		s = s[:len(s)-1]
	}
	for k := len(s) - 1; k >= 0; k-- {
		if s[k] == '\n' {
			return s[k+1:]
		}
	}
	return s
}
