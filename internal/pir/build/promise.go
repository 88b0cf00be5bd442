package build

import (
	"fmt"

	"gorir/internal/pir"
	"gorir/internal/vm"
)

// maxPromisePIR bounds how many promise codes of one version get their
// PIR built (the rest keep only their baseline code).
const maxPromisePIR = 256

// versionBuilder holds what the codes of one version share: the version,
// its promises and the memo of the break/next check.
type versionBuilder struct {
	v        *pir.Version
	promises map[*vm.Code]*pir.Promise
	// order lists the promises in the order they were numbered; pending
	// is the index in order of the next one whose PIR to build.
	order    []*pir.Promise
	pending  int
	exitMemo map[*vm.Code]bool
}

func newVersion(fn *pir.Function, ctx pir.Context) *versionBuilder {
	return &versionBuilder{
		v:        &pir.Version{Func: fn, Context: ctx},
		promises: map[*vm.Code]*pir.Promise{},
		exitMemo: map[*vm.Code]bool{},
	}
}

// promise returns the promise for code, numbering it on first use.
func (vb *versionBuilder) promise(code *vm.Code) *pir.Promise {
	if p := vb.promises[code]; p != nil {
		return p
	}
	p := &pir.Promise{Code: code, Index: len(vb.order)}
	vb.promises[code] = p
	vb.order = append(vb.order, p)
	return p
}

// buildPromises builds the PIR of the promises made so far, and of those
// their codes make in turn, in numbering order. A promise whose code is
// refused just has no PIR.
func (vb *versionBuilder) buildPromises() {
	for ; vb.pending < len(vb.order); vb.pending++ {
		p := vb.order[vb.pending]
		if vb.pending >= maxPromisePIR {
			continue
		}
		n := len(vb.order)
		c, err := vb.buildPromise(p)
		if err != nil {
			// Forget the promises numbered by the failed translation.
			for _, q := range vb.order[n:] {
				delete(vb.promises, q.Code)
			}
			vb.order = vb.order[:n]
			continue
		}
		c.Promise = len(vb.v.Promises)
		p.PIR = c
		vb.v.Promises = append(vb.v.Promises, c)
	}
	// A promise whose translation failed has no place in v.Promises:
	// number those with PIR by their place there (as VerifyVersion
	// wants), the others after them.
	next := len(vb.v.Promises)
	for _, p := range vb.order {
		if p.PIR != nil {
			p.Index = p.PIR.Promise
			p.PIR.Name = fmt.Sprintf("pr%d", p.Index)
		} else {
			p.Index = next
			next++
		}
	}
}

// buildPromise translates one promise code. It runs in the environment
// O, which stands for the promise's own environment (the one its MkArg
// names); nothing in it is speculated, since a deopt there would need
// the frame of the code forcing the promise.
func (vb *versionBuilder) buildPromise(p *pir.Promise) (c *pir.Code, err error) {
	defer catch(&err)
	vm.EnsureCompiled(p.Code)
	if len(p.Code.Instrs) == 0 {
		bail("empty code")
	}
	b := newBuilder(vb, p.Code, fmt.Sprintf("pr%d", p.Index), false)
	b.env = b.out.EnvConstInstr(pir.ClosureEnv)
	b.translate(0, 0, nil)
	return b.finish(), nil
}
