package base

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"
	"weak"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// Files and directories: paths, tests, creation and removal, listings,
// temporary files.

func init() {
	extraTables = append(extraTables, fileBuiltins)
	// These are closures in R: they show in tracebacks and sys.calls().
	for _, t := range [][]*vm.BuiltinDef{fileBuiltins, connBuiltins, rngBuiltins, distBuiltins} {
		for _, d := range t {
			if !strings.HasPrefix(d.Name, ".") {
				d.Frame = true
			}
		}
	}
}

// sysState is the per-session state of this part of the library: the
// session's temporary directory and its connection table.
type sysState struct {
	tmpdir string
	conns  map[int]*conn
	sinks  []sinkEntry
}

var sysStates sync.Map // weak.Pointer[vm.Interp] -> *sysState

// stateOf returns the session's sysState, creating it on first use; it
// goes (and the temporary directory with it) when the session is
// collected.
func stateOf(in *vm.Interp) *sysState {
	key := weak.Make(in)
	if st, ok := sysStates.Load(key); ok {
		return st.(*sysState)
	}
	st := &sysState{conns: map[int]*conn{}}
	sysStates.Store(key, st)
	runtime.AddCleanup(in, func(k weak.Pointer[vm.Interp]) {
		if v, ok := sysStates.LoadAndDelete(k); ok {
			s := v.(*sysState)
			for _, c := range s.conns {
				c.close()
			}
			if s.tmpdir != "" {
				os.RemoveAll(s.tmpdir)
			}
		}
	}, key)
	return st
}

// tempDir returns the session's temporary directory (R's RtmpXXXXXX),
// creating it on first use.
func (st *sysState) tempDir() string {
	if st.tmpdir != "" {
		if _, err := os.Stat(st.tmpdir); err == nil {
			return st.tmpdir
		}
	}
	base := "/tmp"
	for _, v := range []string{"TMPDIR", "TMP", "TEMP"} {
		if d := os.Getenv(v); d != "" {
			if fi, err := os.Stat(d); err == nil && fi.IsDir() {
				base = d
				break
			}
		}
	}
	d, err := os.MkdirTemp(base, "Rtmp")
	if err != nil {
		d = base
	}
	st.tmpdir = d
	return d
}

// errnoText is the C library's text for a file error, as R reports it.
func errnoText(err error) string {
	if pe, ok := err.(*os.PathError); ok {
		err = pe.Err
	}
	if le, ok := err.(*os.LinkError); ok {
		err = le.Err
	}
	if se, ok := err.(*os.SyscallError); ok {
		err = se.Err
	}
	if en, ok := err.(syscall.Errno); ok {
		s := en.Error()
		if s != "" {
			return strings.ToUpper(s[:1]) + s[1:]
		}
	}
	return err.Error()
}

// charArg returns a character argument's strings, or an error naming
// the argument.
func charArg(in *vm.Interp, v rt.Value, what string) ([]string, error) {
	s, ok := v.(*rt.Character)
	if !ok {
		return nil, in.Errorf(nil, "invalid '%s' argument", what)
	}
	return s.V, nil
}

// expandTilde is path.expand: a leading ~ becomes the home directory.
func expandTilde(p string) string {
	if p == "~" || strings.HasPrefix(p, "~/") {
		if h := os.Getenv("HOME"); h != "" {
			return h + p[1:]
		}
	}
	return p
}

var fileBuiltins = []*vm.BuiltinDef{
	{Name: "file.path", Formals: []string{"...", "fsep"}, Fn: builtinFilePath},
	{Name: "basename", Formals: []string{"path"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return mapPaths(in, c.Arg(0), func(p string) string {
			p = strings.TrimRight(expandTilde(p), "/")
			if i := strings.LastIndexByte(p, '/'); i >= 0 {
				return p[i+1:]
			}
			return p
		})
	}},
	{Name: "dirname", Formals: []string{"path"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return mapPaths(in, c.Arg(0), func(p string) string {
			if p == "" {
				return ""
			}
			q := expandTilde(p)
			if len(q) > 1 {
				q = strings.TrimSuffix(q, "/")
			}
			i := strings.LastIndexByte(q, '/')
			if i < 0 {
				return "."
			}
			d := strings.TrimRight(q[:i], "/")
			if d == "" {
				return "/"
			}
			return d
		})
	}},
	{Name: "path.expand", Formals: []string{"path"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return mapPaths(in, c.Arg(0), expandTilde)
	}},
	{Name: "normalizePath", Formals: []string{"path", "winslash", "mustWork"}, Fn: builtinNormalizePath},
	{Name: "file.exists", Formals: []string{"..."}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		paths, err := dotsPaths(in, c)
		if err != nil {
			return nil, err
		}
		out := rt.NewLogical(len(paths))
		for i, p := range paths {
			_, err := os.Stat(expandTilde(p))
			out.V[i] = boolLgl(err == nil && !rt.IsNAString(p))
		}
		return out, nil
	}},
	{Name: "dir.exists", Formals: []string{"paths"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		paths, err := charArg(in, c.Arg(0), "paths")
		if err != nil {
			return nil, err
		}
		out := rt.NewLogical(len(paths))
		for i, p := range paths {
			fi, err := os.Stat(expandTilde(p))
			out.V[i] = boolLgl(err == nil && fi.IsDir())
		}
		return out, nil
	}},
	{Name: "file.remove", Formals: []string{"..."}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		paths, err := dotsPaths(in, c)
		if err != nil {
			return nil, err
		}
		out := rt.NewLogical(len(paths))
		for i, p := range paths {
			err := os.Remove(expandTilde(p))
			if err != nil {
				in.Warn(c.Call, fmt.Sprintf("cannot remove file '%s', reason '%s'", p, errnoText(err)))
			}
			out.V[i] = boolLgl(err == nil)
		}
		return out, nil
	}},
	{Name: "file.create", Formals: []string{"...", "showWarnings"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		paths, err := dotsPaths(in, c)
		if err != nil {
			return nil, err
		}
		show := c.Arg(1) == nil || rt.AsLogical(c.Arg(1)) == rt.True
		out := rt.NewLogical(len(paths))
		for i, p := range paths {
			f, err := os.Create(expandTilde(p))
			if err == nil {
				f.Close()
			} else if show {
				in.Warn(c.Call, fmt.Sprintf("cannot create file '%s', reason '%s'", p, errnoText(err)))
			}
			out.V[i] = boolLgl(err == nil)
		}
		return out, nil
	}},
	{Name: "unlink", Formals: []string{"x", "recursive", "force", "expand"}, Invisible: true, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		if rt.IsNull(c.Arg(0)) {
			return rt.IntScalar(0), nil
		}
		paths, err := charArg(in, c.Arg(0), "x")
		if err != nil {
			return nil, in.Errorf(nil, "invalid '%s' argument", "x")
		}
		recursive := c.Arg(1) != nil && rt.AsLogical(c.Arg(1)) == rt.True
		failed := false
		for _, p := range paths {
			if rt.IsNAString(p) {
				continue
			}
			matches, _ := filepath.Glob(expandTilde(p))
			for _, m := range matches {
				fi, err := os.Lstat(m)
				if err != nil {
					continue
				}
				if fi.IsDir() {
					if !recursive {
						failed = true
						continue
					}
					if os.RemoveAll(m) != nil {
						failed = true
					}
				} else if os.Remove(m) != nil {
					failed = true
				}
			}
		}
		if failed {
			return rt.IntScalar(1), nil
		}
		return rt.IntScalar(0), nil
	}},
	{Name: "dir.create", Formals: []string{"path", "showWarnings", "recursive", "mode"}, Invisible: true, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		s, ok := c.Arg(0).(*rt.Character)
		if !ok || len(s.V) != 1 {
			return nil, in.Errorf(nil, "invalid '%s' argument", "path")
		}
		p := expandTilde(s.V[0])
		show := c.Arg(1) == nil || rt.AsLogical(c.Arg(1)) == rt.True
		var err error
		if c.Arg(2) != nil && rt.AsLogical(c.Arg(2)) == rt.True {
			if fi, e := os.Stat(p); e == nil && fi.IsDir() {
				err = os.ErrExist
			} else {
				err = os.MkdirAll(p, 0o777)
			}
		} else {
			err = os.Mkdir(p, 0o777)
		}
		if err != nil {
			if show {
				if os.IsExist(err) {
					in.Warn(c.Call, fmt.Sprintf("'%s' already exists", s.V[0]))
				} else {
					in.Warn(c.Call, fmt.Sprintf("cannot create dir '%s', reason '%s'", s.V[0], errnoText(err)))
				}
			}
			return rt.Bool(false), nil
		}
		return rt.Bool(true), nil
	}},
	{Name: "list.files", Formals: []string{"path", "pattern", "all.files", "full.names", "recursive", "ignore.case", "include.dirs", "no.."}, Fn: builtinListFiles},
	{Name: "dir", Formals: []string{"path", "pattern", "all.files", "full.names", "recursive", "ignore.case", "include.dirs", "no.."}, Fn: builtinListFiles},
	{Name: "list.dirs", Formals: []string{"path", "full.names", "recursive"}, Fn: builtinListDirs},
	{Name: "tempdir", Formals: []string{"check"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return rt.StringScalar(stateOf(in).tempDir()), nil
	}},
	{Name: "tempfile", Formals: []string{"pattern", "tmpdir", "fileext"}, Fn: builtinTempfile},
	{Name: "file.size", Formals: []string{"..."}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		paths, err := dotsPaths(in, c)
		if err != nil {
			return nil, err
		}
		out := rt.NewDouble(len(paths))
		for i, p := range paths {
			fi, err := os.Stat(expandTilde(p))
			if err != nil {
				out.V[i] = rt.NAReal
			} else {
				out.V[i] = float64(fi.Size())
			}
		}
		return out, nil
	}},
	{Name: "file.append", Formals: []string{"file1", "file2"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		f1, err := charArg(in, c.Arg(0), "file1")
		if err != nil {
			return nil, err
		}
		f2, err := charArg(in, c.Arg(1), "file2")
		if err != nil {
			return nil, err
		}
		n := max(len(f1), len(f2))
		out := rt.NewLogical(n)
		for i := 0; i < n && len(f1) > 0 && len(f2) > 0; i++ {
			data, err := os.ReadFile(expandTilde(f2[i%len(f2)]))
			ok := err == nil
			if ok {
				f, err := os.OpenFile(expandTilde(f1[i%len(f1)]), os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o666)
				ok = err == nil
				if ok {
					_, err = f.Write(data)
					ok = err == nil
					f.Close()
				}
			}
			out.V[i] = boolLgl(ok)
		}
		return out, nil
	}},
	{Name: "file.copy", Formals: []string{"from", "to", "overwrite"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		from, err := charArg(in, c.Arg(0), "from")
		if err != nil {
			return nil, err
		}
		to, err := charArg(in, c.Arg(1), "to")
		if err != nil {
			return nil, err
		}
		over := c.Arg(2) != nil && rt.AsLogical(c.Arg(2)) == rt.True
		out := rt.NewLogical(len(from))
		for i, f := range from {
			if len(to) == 0 {
				break
			}
			dst := expandTilde(to[i%len(to)])
			if fi, err := os.Stat(dst); err == nil && fi.IsDir() {
				dst = filepath.Join(dst, filepath.Base(f))
			}
			if _, err := os.Stat(dst); err == nil && !over {
				continue
			}
			data, err := os.ReadFile(expandTilde(f))
			if err == nil && os.WriteFile(dst, data, 0o666) == nil {
				out.V[i] = rt.True
			}
		}
		return out, nil
	}},
	{Name: "file.rename", Formals: []string{"from", "to"}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		from, err := charArg(in, c.Arg(0), "from")
		if err != nil {
			return nil, err
		}
		to, err := charArg(in, c.Arg(1), "to")
		if err != nil {
			return nil, err
		}
		if len(from) != len(to) {
			return nil, in.Errorf(nil, "'from' and 'to' are of different lengths")
		}
		out := rt.NewLogical(len(from))
		for i := range from {
			err := os.Rename(expandTilde(from[i]), expandTilde(to[i]))
			if err != nil {
				in.Warn(c.Call, fmt.Sprintf("cannot rename file '%s' to '%s', reason '%s'", from[i], to[i], errnoText(err)))
			}
			out.V[i] = boolLgl(err == nil)
		}
		return out, nil
	}},
	{Name: "getwd", Formals: []string{}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		d, err := os.Getwd()
		if err != nil {
			return rt.Nil, nil
		}
		return rt.StringScalar(d), nil
	}},
	{Name: "setwd", Formals: []string{"dir"}, Invisible: true, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		s, ok := c.Arg(0).(*rt.Character)
		if !ok || len(s.V) != 1 {
			return nil, in.Errorf(nil, "character argument expected")
		}
		old, _ := os.Getwd()
		if err := os.Chdir(expandTilde(s.V[0])); err != nil {
			return nil, in.Errorf(nil, "cannot change working directory")
		}
		return rt.StringScalar(old), nil
	}},
	{Name: "Sys.getpid", Formals: []string{}, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		return rt.IntScalar(int32(os.Getpid())), nil
	}},
	{Name: "Sys.sleep", Formals: []string{"time"}, Invisible: true, Fn: func(in *vm.Interp, c *vm.Call) (rt.Value, error) {
		t := rt.AsReal(c.Arg(0), nil)
		if t != t || t < 0 {
			return nil, in.Errorf(nil, "invalid '%s' value", "time")
		}
		time.Sleep(time.Duration(t * float64(time.Second)))
		return rt.Nil, nil
	}},
}

func boolLgl(b bool) int32 {
	if b {
		return rt.True
	}
	return rt.False
}

// mapPaths applies f to each element of a character vector of paths
// (NA stays NA).
func mapPaths(in *vm.Interp, v rt.Value, f func(string) string) (rt.Value, error) {
	s, ok := v.(*rt.Character)
	if !ok {
		return nil, in.Errorf(nil, "a character vector argument expected")
	}
	out := rt.NewCharacter(len(s.V))
	for i, p := range s.V {
		if rt.IsNAString(p) {
			out.V[i] = p
		} else {
			out.V[i] = f(p)
		}
	}
	return out, nil
}

// dotsPaths collects the character vectors in ... as one list of paths.
func dotsPaths(in *vm.Interp, c *vm.Call) ([]string, error) {
	var out []string
	for _, a := range c.Dots {
		s, ok := a.Val.(*rt.Character)
		if !ok {
			return nil, in.Errorf(nil, "invalid '%s' argument", "file")
		}
		out = append(out, s.V...)
	}
	return out, nil
}

// builtinFilePath is file.path(..., fsep = "/"): the parts pasted
// elementwise; any zero-length part makes the result empty.
func builtinFilePath(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	sep := "/"
	if s := c.Arg(1); s != nil {
		sc, ok := s.(*rt.Character)
		if !ok || len(sc.V) != 1 {
			return nil, in.Errorf(nil, "invalid separator")
		}
		sep = sc.V[0]
	}
	var parts [][]string
	n := 0
	for _, a := range c.Dots {
		s, err := asStrings(in, c, a.Val)
		if err != nil {
			return nil, err
		}
		if len(s.V) == 0 {
			return rt.NewCharacter(0), nil
		}
		parts = append(parts, s.V)
		n = max(n, len(s.V))
	}
	out := rt.NewCharacter(n)
	for i := 0; i < n; i++ {
		elems := make([]string, len(parts))
		for j, p := range parts {
			e := p[i%len(p)]
			if rt.IsNAString(e) {
				e = "NA"
			}
			elems[j] = e
		}
		out.V[i] = strings.Join(elems, sep)
	}
	return out, nil
}

func builtinNormalizePath(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	s, ok := c.Arg(0).(*rt.Character)
	if !ok {
		return nil, in.Errorf(nil, "'path' must be a character vector")
	}
	mustWork := rt.NALgl
	if m := c.Arg(2); m != nil {
		mustWork = rt.AsLogical(m)
	}
	out := rt.NewCharacter(len(s.V))
	for i, p := range s.V {
		if rt.IsNAString(p) {
			out.V[i] = p
			continue
		}
		q := expandTilde(p)
		abs, err := filepath.Abs(q)
		if err == nil {
			abs, err = filepath.EvalSymlinks(abs)
		}
		if err != nil {
			out.V[i] = q
			msg := fmt.Sprintf("path[%d]=\"%s\": %s", i+1, p, errnoText(err))
			switch mustWork {
			case rt.True:
				return nil, in.Errorf(nil, "%s", msg)
			case rt.NALgl:
				in.Warn(c.Call, msg)
			}
			continue
		}
		out.V[i] = abs
	}
	return out, nil
}

// builtinListFiles is list.files (and dir): the names in a directory,
// sorted, optionally matching a regular expression, recursively.
func builtinListFiles(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	dirs := []string{"."}
	if p := c.Arg(0); p != nil {
		s, ok := p.(*rt.Character)
		if !ok {
			return nil, in.Errorf(nil, "invalid '%s' argument", "path")
		}
		dirs = s.V
	}
	var re *regexp.Regexp
	if p := c.Arg(1); p != nil && !rt.IsNull(p) {
		s, ok := p.(*rt.Character)
		if !ok || len(s.V) < 1 {
			return nil, in.Errorf(nil, "invalid '%s' argument", "pattern")
		}
		pat := s.V[0]
		if c.Arg(5) != nil && rt.AsLogical(c.Arg(5)) == rt.True {
			pat = "(?i)" + pat
		}
		var err error
		re, err = regexp.Compile(pat)
		if err != nil {
			return nil, in.Errorf(nil, "invalid 'pattern' regular expression")
		}
	}
	flag := func(i int) bool { return c.Arg(i) != nil && rt.AsLogical(c.Arg(i)) == rt.True }
	all, full, recursive, inclDirs := flag(2), flag(3), flag(4), flag(6)
	noDots := flag(7)
	var out []string
	var walk func(dir, rel string)
	walk = func(dir, rel string) {
		ents, err := os.ReadDir(dir)
		if err != nil {
			return
		}
		if all && !recursive && !noDots && rel == "" {
			for _, d := range []string{".", ".."} {
				if re == nil || re.MatchString(d) {
					out = append(out, joinListed(dir, rel, d, full))
				}
			}
		}
		for _, e := range ents {
			name := e.Name()
			if !all && strings.HasPrefix(name, ".") {
				continue
			}
			isDir := e.IsDir()
			if !isDir && e.Type()&os.ModeSymlink != 0 {
				if fi, err := os.Stat(filepath.Join(dir, name)); err == nil {
					isDir = fi.IsDir()
				}
			}
			if recursive && isDir {
				if inclDirs && (re == nil || re.MatchString(name)) {
					out = append(out, joinListed(dir, rel, name, full))
				}
				r := name
				if rel != "" {
					r = rel + "/" + name
				}
				walk(filepath.Join(dir, name), r)
				continue
			}
			if re == nil || re.MatchString(name) {
				out = append(out, joinListed(dir, rel, name, full))
			}
		}
	}
	for _, d := range dirs {
		walk(expandTilde(d), "")
	}
	sort.Strings(out)
	return rt.CharacterOf(out...), nil
}

func joinListed(dir, rel, name string, full bool) string {
	if rel != "" {
		name = rel + "/" + name
	}
	if full {
		return strings.TrimSuffix(dir, "/") + "/" + name
	}
	return name
}

func builtinListDirs(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	dirs := []string{"."}
	if p := c.Arg(0); p != nil {
		s, ok := p.(*rt.Character)
		if !ok {
			return nil, in.Errorf(nil, "invalid '%s' argument", "directory")
		}
		dirs = s.V
	}
	full := c.Arg(1) == nil || rt.AsLogical(c.Arg(1)) == rt.True
	recursive := c.Arg(2) == nil || rt.AsLogical(c.Arg(2)) == rt.True
	var out []string
	var walk func(dir, rel string)
	walk = func(dir, rel string) {
		ents, err := os.ReadDir(dir)
		if err != nil {
			return
		}
		for _, e := range ents {
			if !e.IsDir() {
				continue
			}
			r := e.Name()
			if rel != "" {
				r = rel + "/" + r
			}
			out = append(out, joinListed(dir, "", r, full))
			if recursive {
				walk(filepath.Join(dir, e.Name()), r)
			}
		}
	}
	for _, d := range dirs {
		if _, err := os.Stat(expandTilde(d)); err != nil {
			continue
		}
		if recursive {
			if full {
				out = append(out, d)
			} else {
				out = append(out, "")
			}
		}
		walk(expandTilde(d), "")
	}
	sort.Strings(out)
	return rt.CharacterOf(out...), nil
}

// builtinTempfile is tempfile(pattern = "file", tmpdir = tempdir(),
// fileext = ""): names of files that do not exist yet.
func builtinTempfile(in *vm.Interp, c *vm.Call) (rt.Value, error) {
	get := func(i int, def []string, what string) ([]string, error) {
		v := c.Arg(i)
		if v == nil {
			return def, nil
		}
		s, ok := v.(*rt.Character)
		if !ok || len(s.V) == 0 {
			return nil, in.Errorf(nil, "invalid '%s' value", what)
		}
		return s.V, nil
	}
	pats, err := get(0, []string{"file"}, "pattern")
	if err != nil {
		return nil, err
	}
	var dirs []string
	if c.Arg(1) == nil {
		dirs = []string{stateOf(in).tempDir()}
	} else if dirs, err = get(1, nil, "tempdir"); err != nil {
		return nil, err
	}
	exts, err := get(2, []string{""}, "fileext")
	if err != nil {
		return nil, err
	}
	n := max(len(pats), len(dirs), len(exts))
	out := rt.NewCharacter(n)
	for i := 0; i < n; i++ {
		for {
			name := fmt.Sprintf("%s/%s%x%x%s", dirs[i%len(dirs)], pats[i%len(pats)],
				os.Getpid()&0xfff, rand.Uint32()&0x3fffffff, exts[i%len(exts)])
			if _, err := os.Stat(name); err != nil {
				out.V[i] = name
				break
			}
		}
	}
	return out, nil
}
