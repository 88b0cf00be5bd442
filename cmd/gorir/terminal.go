package main

import (
	"errors"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"sort"
	"strings"

	"github.com/peterh/liner"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// isTerminal tells whether r is the process's standard input and a
// terminal.
func isTerminal(r io.Reader) bool {
	if f, ok := r.(*os.File); !ok || f != os.Stdin {
		return false
	}
	_, err := liner.TerminalMode()
	return err == nil
}

// isTerminalOutput tells whether w is the process's standard output and a
// character device.
func isTerminalOutput(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok || f != os.Stdout {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// startREPL runs the console on stdin and returns the exit status. On a
// terminal it edits lines and keeps a history; elsewhere it reads plain
// lines and echoes them, as R's console does reading a file.
func startREPL(in *vm.Interp, stdin io.Reader, stdout, stderr io.Writer) int {
	var lr lineReader
	term := isTerminal(stdin)
	if term && isTerminalOutput(stdout) {
		t := newTermReader(in)
		defer t.close()
		lr = t
	} else {
		lr = newPlainReader(stdin, stdout, !term)
	}
	c := newConsole(in, lr, stdout, stderr)

	// Ctrl-C while R code runs interrupts it. (At a terminal prompt the
	// line editor reads Ctrl-C as a key instead, and discards the line.)
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt)
	defer signal.Stop(sig)
	go func() {
		for range sig {
			c.interrupt()
		}
	}()
	return c.run()
}

// termReader is the terminal's line editor, with history kept in
// historyFile.
type termReader struct {
	s       *liner.State
	in      *vm.Interp
	history string
}

func newTermReader(in *vm.Interp) *termReader {
	t := &termReader{s: liner.NewLiner(), in: in, history: historyFile()}
	t.s.SetCtrlCAborts(true)
	t.s.SetMultiLineMode(true)
	t.s.SetWordCompleter(t.complete)
	if t.history != "" {
		if f, err := os.Open(t.history); err == nil {
			t.s.ReadHistory(f)
			f.Close()
		}
	}
	return t
}

func (t *termReader) ReadLine(prompt string) (string, error) {
	line, err := t.s.Prompt(prompt)
	if errors.Is(err, liner.ErrPromptAborted) {
		return "", errAborted
	}
	return line, err
}

func (t *termReader) AddHistory(line string) { t.s.AppendHistory(line) }

// close saves the history and gives the terminal back its modes.
func (t *termReader) close() {
	if t.history != "" {
		if f, err := os.Create(t.history); err == nil {
			t.s.WriteHistory(f)
			f.Close()
		}
	}
	t.s.Close()
}

// historyFile is where the console keeps its history: $GORIR_HISTFILE,
// or ~/.gorir_history. GORIR_HISTFILE set to "" turns history files off.
func historyFile() string {
	if f, ok := os.LookupEnv("GORIR_HISTFILE"); ok {
		return f
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return ""
	}
	return filepath.Join(home, ".gorir_history")
}

// complete completes the name before the cursor from the variables of the
// global and base environments.
func (t *termReader) complete(line string, pos int) (head string, completions []string, tail string) {
	return completeName(t.in, line, pos)
}

// completeName splits line at the start of the R name that ends at pos,
// and returns the names of global and base variables that it begins.
func completeName(in *vm.Interp, line string, pos int) (head string, completions []string, tail string) {
	runes := []rune(line)
	if pos > len(runes) {
		pos = len(runes)
	}
	start := pos
	for start > 0 && isNameRune(runes[start-1]) {
		start--
	}
	head, prefix, tail := string(runes[:start]), string(runes[start:pos]), string(runes[pos:])
	if prefix == "" {
		return head, nil, tail
	}
	seen := map[string]bool{}
	for _, syms := range [][]*rt.Symbol{in.Global.Symbols(false), in.Base.Symbols(false)} {
		for _, s := range syms {
			if strings.HasPrefix(s.Name, prefix) && !seen[s.Name] {
				seen[s.Name] = true
				completions = append(completions, s.Name)
			}
		}
	}
	sort.Strings(completions)
	return head, completions, tail
}

func isNameRune(r rune) bool {
	return r == '.' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 0x7f
}
