// Command gorir runs R programs, as Rscript does, and is an interactive
// R console when started on a terminal.
//
//	gorir                      a REPL on a terminal; otherwise run stdin
//	gorir FILE [args]          run an R script ("-" is stdin)
//	gorir -e EXPR [-e EXPR]    run expressions
//	gorir --interactive        a REPL whatever stdin is
//	gorir --deparse FILE       print every top-level expression of FILE deparsed
//	gorir --disasm FILE        run FILE, then print the bytecode of its closures
//	gorir experiments [...]    reproduce the paper's evaluation (gorir experiments --help)
//
// Output, error messages, warnings and the exit status follow Rscript: an
// uncaught error prints "Error …" and "Execution halted" on stderr and
// exits with status 1. In the REPL an error is reported and the session
// goes on, as in the R console.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"runtime/pprof"
	"strings"

	"gorir/internal/base"
	"gorir/internal/jit"
	"gorir/internal/pir/opt"
	"gorir/internal/rt"
	"gorir/internal/syntax"
	"gorir/internal/vm"
)

const usage = `Usage: gorir [options] file [args]
   or: gorir [options] -e expr [-e expr2 ...] [args]
   or: gorir [options] [--args args]
   or: gorir experiments [--quick] [--out DIR] [--runs N] [FILE.R ...]

With no file and no -e, gorir is an interactive console when standard
input is a terminal, and otherwise runs standard input as a script
(as does the file name "-"). "gorir experiments" runs the paper's
evaluation on the benchmark suite or on the files given (see
"gorir experiments --help").

Options:
  --help            print this message and exit
  --version         print the version and exit
  -e EXPR           evaluate EXPR (may be repeated)
  --interactive     start the console even if standard input is not a terminal
  --deparse FILE    print every top-level expression of FILE deparsed
  --disasm FILE     run FILE, then print the bytecode of every closure
  --cpuprofile FILE write a Go CPU profile of the run to FILE
  --jit=off|on|eager  the optimising tier: off (baseline interpreter only;
                    the default for now), on (hot closures and loops are
                    compiled), eager (every closure is compiled on its
                    first call)
  --deopt-chaos=N   make every speculation also fail with probability 1/N
  --seed=S          seed for --deopt-chaos
  --print-pir=REGEX[:passes]
                    print the PIR of functions whose name matches, after
                    building and after optimisation (with :passes, also
                    after every pass that changed it; GORIR_DISASM=1
                    also prints the lowered code)
  --pir-html=REGEX  write an HTML page per compiled version of the functions
                    whose name matches (pir-NAME-N.html): the PIR after
                    building, after every pass that changed it, and final,
                    side by side, and what became of each environment
                    (see docs/pir-viewer.md)
  --pir-html-dir=DIR
                    where --pir-html and --print-pir-graph write (made if
                    missing; default: the current directory)
  --print-pir-graph[=REGEX]
                    write the control-flow graph of the final PIR of the
                    matching functions (without REGEX: those --print-pir
                    prints) as Graphviz dot (pir-NAME-N.dot)
  --verify-pir      check every PIR version with the verifier, after
                    building and after every optimisation pass
  --opt=all|none    run all optimisation passes (the default) or none
  --disable-pass=NAME[,NAME...]
                    do not run the named passes (--list-passes lists them)
  --list-passes     print the optimisation passes, in order, and exit
  --stats[=json]    print JIT statistics to standard error at exit
  --args            the arguments that follow are for commandArgs()
The environment variables GORIR_JIT, GORIR_DEOPT_CHAOS, GORIR_SEED,
GORIR_PRINT_PIR, GORIR_PIR_HTML, GORIR_PIR_HTML_DIR, GORIR_PRINT_PIR_GRAPH,
GORIR_VERIFY_PIR=1, GORIR_OPT, GORIR_DISABLE_PASS and GORIR_STATS=1|json
do the same as the flags.
`

func main() {
	// R programs allocate many small short-lived objects (promises,
	// environments, scalars) over a small live heap; the default GOGC of
	// 100 then collects very often. Trade memory for fewer collections
	// unless the user chose a setting.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

type options struct {
	exprs       []string
	file        string
	deparse     string
	disasm      string
	args        []string
	interactive bool
	cpuprofile  string
	jit         jitOptions
}

func parseArgs(argv []string) (*options, error) {
	o := &options{}
	for i := 0; i < len(argv); i++ {
		a := argv[i]
		switch {
		case a == "--args":
			o.args = append(o.args, argv[i+1:]...)
			return o, nil
		case a == "-e":
			if i+1 >= len(argv) {
				return nil, errors.New("-e requires an expression")
			}
			i++
			o.exprs = append(o.exprs, argv[i])
		case a == "--deparse" || a == "--disasm":
			if i+1 >= len(argv) {
				return nil, fmt.Errorf("%s requires a file", a)
			}
			i++
			if a == "--deparse" {
				o.deparse = argv[i]
			} else {
				o.disasm = argv[i]
			}
		case strings.HasPrefix(a, "--deparse="):
			o.deparse = strings.TrimPrefix(a, "--deparse=")
		case strings.HasPrefix(a, "--disasm="):
			o.disasm = strings.TrimPrefix(a, "--disasm=")
		case a == "--help" || a == "-h":
			return nil, errHelp
		case a == "--version":
			return nil, errVersion
		case a == "--list-passes":
			return nil, errListPasses
		case a == "--cpuprofile":
			if i+1 >= len(argv) {
				return nil, fmt.Errorf("%s requires a file", a)
			}
			i++
			o.cpuprofile = argv[i]
		case a == "--interactive":
			o.interactive = true
		case o.jit.jitFlag(a):
		case strings.HasPrefix(a, "-") && a != "-":
			return nil, fmt.Errorf("unknown option '%s'", a)
		default:
			if len(o.exprs) == 0 && o.file == "" && o.deparse == "" && o.disasm == "" {
				o.file = a
			} else {
				o.args = append(o.args, a)
			}
		}
	}
	return o, nil
}

var (
	errHelp    = errors.New("help")
	errVersion = errors.New("version")
	// errListPasses asks for the optimisation pass list.
	errListPasses = errors.New("list passes")
)

// run runs the command line argv and returns the exit status. The console
// starts when there is no file and no -e and stdin is a terminal (or
// --interactive is given).
func run(argv []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(argv) > 0 && argv[0] == "experiments" {
		return runExperiments(argv[1:], stdout, stderr)
	}
	o, err := parseArgs(argv)
	switch {
	case err == errHelp:
		io.WriteString(stdout, usage)
		return 0
	case err == errVersion:
		fmt.Fprintln(stdout, "gorir (R language 4.2 compatible)")
		return 0
	case err == errListPasses:
		for _, p := range opt.Passes {
			fmt.Fprintf(stdout, "%-12s %s\n", p.Name, p.Purpose)
		}
		return 0
	case err != nil:
		fmt.Fprintf(stderr, "gorir: %v\n%s", err, usage)
		return 2
	}
	if o.deparse != "" {
		return deparseFile(o.deparse, stdout, stderr)
	}
	if o.cpuprofile != "" {
		f, err := os.Create(o.cpuprofile)
		if err != nil {
			fmt.Fprintf(stderr, "gorir: %v\n", err)
			return 2
		}
		defer f.Close()
		pprof.StartCPUProfile(f)
		defer pprof.StopCPUProfile()
	}
	cfg, err := o.jit.config(os.Getenv, stdout)
	if err != nil {
		fmt.Fprintf(stderr, "gorir: %v\n", err)
		return 2
	}
	in := vm.New()
	in.Stdout, in.Stderr = stdout, stderr
	in.CommandArgs = commandArgs(o)
	base.Install(in)
	tier := jit.Install(in, cfg)
	defer o.jit.writeStats(tier, stderr)

	var src []byte
	name := o.file
	switch {
	case o.disasm != "":
		name = o.disasm
		fallthrough
	case o.file != "" && o.file != "-":
		src, err = os.ReadFile(name)
		if err != nil {
			fmt.Fprintf(stderr, "Fatal error: cannot open file '%s': No such file or directory\n", name)
			return 2
		}
	case len(o.exprs) > 0:
		src = []byte(strings.Join(o.exprs, "\n"))
		name = "<text>"
	case o.file == "" && (o.interactive || isTerminal(stdin)):
		in.CommandArgs = replCommandArgs(o)
		return startREPL(in, stdin, stdout, stderr)
	default:
		// A script on standard input, as "R --no-echo < file" runs it.
		name = "stdin"
		if src, err = io.ReadAll(stdin); err != nil {
			fmt.Fprintf(stderr, "Fatal error: cannot read standard input: %v\n", err)
			return 2
		}
	}
	err = in.RunScript(name, src)
	if o.disasm != "" {
		printDisasm(in, stdout)
	}
	var q *vm.QuitRequest
	if errors.As(err, &q) {
		return q.Status
	}
	if err != nil {
		return 1
	}
	return 0
}

// commandArgs is the command line as commandArgs() reports it, laid out as
// Rscript lays it out.
func commandArgs(o *options) []string {
	out := []string{"gorir", "--no-echo", "--no-restore"}
	if o.file != "" {
		out = append(out, "--file="+o.file)
	}
	for _, e := range o.exprs {
		out = append(out, "-e", e)
	}
	if len(o.args) > 0 {
		out = append(out, "--args")
		out = append(out, o.args...)
	}
	return out
}

// replCommandArgs is what commandArgs() reports in the console, where R
// shows only the program name and the options it was started with.
func replCommandArgs(o *options) []string {
	out := []string{"gorir"}
	if o.interactive {
		out = append(out, "--interactive")
	}
	if len(o.args) > 0 {
		out = append(out, "--args")
		out = append(out, o.args...)
	}
	return out
}

// deparseFile parses a file and prints each top-level expression deparsed.
func deparseFile(name string, stdout, stderr io.Writer) int {
	src, err := os.ReadFile(name)
	if err != nil {
		fmt.Fprintf(stderr, "Fatal error: cannot open file '%s': No such file or directory\n", name)
		return 2
	}
	p := syntax.NewParser(name, src, syntax.Options{})
	for {
		e, err := p.Next()
		if errors.Is(err, io.EOF) {
			return 0
		}
		if err != nil {
			io.WriteString(stderr, vm.SyntaxErrorText(err))
			io.WriteString(stderr, "Execution halted\n")
			return 1
		}
		for _, l := range syntax.Deparse(e, syntax.DeparseOptions{}) {
			fmt.Fprintln(stdout, l)
		}
	}
}

// printDisasm prints the bytecode of every closure bound in the global
// environment (those that were compiled by running).
func printDisasm(in *vm.Interp, w io.Writer) {
	for _, s := range in.Global.Symbols(true) {
		clo, ok := in.Global.Get(s).(*rt.Closure)
		if !ok {
			continue
		}
		code, ok := clo.Code.(*vm.Code)
		if !ok {
			continue
		}
		fmt.Fprintf(w, "== %s\n", s.Name)
		code.Name = s.Name
		io.WriteString(w, code.Disasm())
	}
}
