package base

import (
	"fmt"
	"io"
	"strings"

	"gorir/internal/rt"
	"gorir/internal/vm"
)

// printArray prints a vector with a dim attribute as print.default does:
// a one-dimensional array as a (named) vector, a matrix as a table with
// row and column labels, a higher array as a sequence of matrix slices.
// It reports false when v is not an array.
func printArray(in *vm.Interp, w io.Writer, v rt.Vector, p *printParams) (bool, error) {
	return printArrayOpts(w, v, p), nil
}

// printArrayOpts is printArray without the interpreter.
func printArrayOpts(w io.Writer, v rt.Vector, p *printParams) bool {
	d := arrayDims(v)
	if len(d) == 0 {
		return false
	}
	dn, _ := rt.GetAttr(v, rt.DimNamesSym).(*rt.List)
	var b strings.Builder
	switch len(d) {
	case 1:
		if dn == nil || len(dn.V) != 1 || rt.IsNull(dn.V[0]) {
			return false
		}
		names, ok := dn.V[0].(*rt.Character)
		if !ok {
			return false
		}
		if nn := rt.Names(dn); nn != nil {
			io.WriteString(w, nn.V[0]+"\n")
		}
		if d[0] == 0 {
			io.WriteString(w, rt.EmptyVectorText(v.Type())+"\n")
			return true
		}
		plain := rt.CopyVector(v)
		plain.SetAttrs(nil)
		printNamedVector(w, plain, names, p)
		return true
	case 2:
		if d[0] == 0 && d[1] == 0 {
			io.WriteString(w, "<0 x 0 matrix>\n")
			return true
		}
		mp := newMatrixPrinter(v, dn, p)
		npr := d[0]
		if d[1] > 0 && p.max/d[1] < d[0] {
			npr = p.max / d[1]
		}
		mp.writeRows(&b, 0, d[0], d[1], npr, false)
		if npr < d[0] {
			rows := "rows"
			if d[0]-npr == 1 {
				rows = "row"
			}
			fmt.Fprintf(&b, " [ reached getOption(\"max.print\") -- omitted %d %s ]\n", d[0]-npr, rows)
		}
	default:
		total := 1
		for _, k := range d[2:] {
			total *= k
		}
		if total == 0 {
			parts := make([]string, len(d))
			for i, k := range d {
				parts[i] = itoa(k)
			}
			fmt.Fprintf(&b, "<%s array of %s>\n", strings.Join(parts, " x "), typeWord(v))
			mp := newMatrixPrinter(v, dn, p)
			mp.write(&b, 0, d[0], d[1], true)
			b.WriteString("\n")
			break
		}
		slice := d[0] * d[1]
		// max.print: the slices shown, and the rows of the last one.
		nbPr, nrLast := total, d[0]
		maxReached := slice > 0 && p.max/slice < total
		if maxReached {
			nbPr = (p.max + slice - 1) / slice
			nrLast = (p.max - slice*(nbPr-1)) / d[1]
			if nrLast == 0 {
				nbPr--
				nrLast = d[0]
			}
		}
		mp := newMatrixPrinter(v, dn, p)
		var dnNames *rt.Character
		if dn != nil {
			dnNames = rt.Names(dn)
		}
		idx := make([]int, len(d)-2)
		for s := 0; s < nbPr; s++ {
			labels := make([]string, len(idx))
			for k, i := range idx {
				dim := k + 2
				var lab string
				if names := dimnameStrings(dn, dim); names != nil {
					lab = names[i]
					if dnNames != nil && dnNames.V[dim] != "" {
						lab = dnNames.V[dim] + " = " + lab
					}
				} else {
					lab = itoa(i + 1)
				}
				labels[k] = lab
			}
			b.WriteString(", , " + strings.Join(labels, ", ") + "\n\n")
			npr := d[0]
			if s == nbPr-1 {
				npr = nrLast
			}
			mp.writeRows(&b, s*slice, d[0], d[1], npr, false)
			b.WriteString("\n")
			for k := range idx {
				idx[k]++
				if idx[k] < d[k+2] {
					break
				}
				idx[k] = 0
			}
		}
		if maxReached && nbPr < total {
			b.WriteString(" [ reached getOption(\"max.print\") -- omitted")
			if nrLast < d[0] {
				fmt.Fprintf(&b, " %d row(s) and", d[0]-nrLast)
			}
			fmt.Fprintf(&b, " %d matrix slice(s) ]\n", total-nbPr)
		}
	}
	io.WriteString(w, b.String())
	return true
}

// typeWord names the storage of v as R's empty-array message does.
func typeWord(v rt.Vector) string {
	if v.Type() == rt.ListType {
		return "list"
	}
	return v.Type().String()
}

// arrayDims is the dim attribute of v as ints (nil when there is none).
func arrayDims(v rt.Value) []int {
	d, ok := rt.GetAttr(v, rt.DimSym).(*rt.Integer)
	if !ok {
		return nil
	}
	out := make([]int, len(d.V))
	for i, e := range d.V {
		out[i] = int(e)
	}
	return out
}

// dimnameStrings is dimnames[[k]] as strings (NA as "<NA>"), or nil.
func dimnameStrings(dn *rt.List, k int) []string {
	if dn == nil || k >= len(dn.V) {
		return nil
	}
	c, ok := dn.V[k].(*rt.Character)
	if !ok {
		return nil
	}
	out := make([]string, len(c.V))
	for i, s := range c.V {
		if rt.IsNAString(s) {
			out[i] = "<NA>"
		} else {
			out[i] = s
		}
	}
	return out
}

// matrixPrinter holds what the slices of one array share: the labels and
// the alignment rules.
type matrixPrinter struct {
	v        rt.Vector
	p        *printParams
	rowNames []string
	colNames []string
	rowTitle string
	colTitle string
	titled   bool
}

func newMatrixPrinter(v rt.Vector, dn *rt.List, p *printParams) *matrixPrinter {
	mp := &matrixPrinter{v: v, p: p}
	mp.rowNames = dimnameStrings(dn, 0)
	mp.colNames = dimnameStrings(dn, 1)
	if dn != nil {
		if nn := rt.Names(dn); nn != nil {
			mp.titled = true
			mp.rowTitle = nn.V[0]
			if len(nn.V) > 1 {
				mp.colTitle = nn.V[1]
			}
		}
	}
	return mp
}

// formatMatrixColumn formats the cells of one matrix column: numbers in
// a common format, strings one by one (quoted when p.quote is set). It is
// the one place matrix printing formats elements.
func formatMatrixColumn(col rt.Vector, p *printParams) []string {
	switch x := col.(type) {
	case *rt.Character:
		out := make([]string, len(x.V))
		for i := range x.V {
			out[i] = formatVector(rt.CharacterOf(x.V[i]), p)[0]
		}
		return out
	case *rt.List:
		out := make([]string, len(x.V))
		for i, e := range x.V {
			out[i] = listCellSummary(e, p)
		}
		return out
	}
	e := formatVector(col, p)
	for i := range e {
		e[i] = strings.TrimLeft(e[i], " ")
	}
	return e
}

// listCellSummary is how a list matrix shows one element: a scalar by its
// value, anything else by its type and length.
func listCellSummary(e rt.Value, p *printParams) string {
	switch x := e.(type) {
	case *rt.Null:
		return "NULL"
	case rt.Vector:
		if x.Len() == 1 && x.Type() != rt.ListType && rt.GetAttr(x, rt.ClassSym) == nil {
			plain := rt.CopyVector(x)
			plain.SetAttrs(nil)
			s := formatMatrixColumn(plain, p)
			return s[0]
		}
		t := x.Type().String()
		switch x.Type() {
		case rt.DoubleType:
			t = "numeric"
		case rt.ListType:
			t = "list"
		}
		if rt.GetAttr(x, rt.ClassSym) != nil && x.Type() == rt.IntegerType {
			if cl, ok := rt.GetAttr(x, rt.ClassSym).(*rt.Character); ok && len(cl.V) > 0 && cl.V[0] == "factor" {
				t = "factor"
			}
		}
		return t + "," + itoa(x.Len())
	case *rt.Closure, *rt.Builtin:
		return "?"
	}
	return "?"
}

// write prints the nr x nc matrix starting at element off of the array,
// split into column blocks that fit the print width. With labelsOnly the
// cells are left out (an empty array's slice).
func (mp *matrixPrinter) write(b *strings.Builder, off, nr, nc int, labelsOnly bool) {
	mp.writeRows(b, off, nr, nc, nr, labelsOnly)
}

// writeRows is write showing only the first npr of the nr rows (as
// max.print asks); the row labels are as wide as for all rows.
func (mp *matrixPrinter) writeRows(b *strings.Builder, off, nr, nc, npr int, labelsOnly bool) {
	// Row labels.
	rowLab := make([]string, nr)
	rnw := 0
	if mp.rowNames != nil {
		for i := range rowLab {
			rowLab[i] = mp.rowNames[i]
			rnw = max(rnw, displayWidth(rowLab[i]))
		}
		for i := range rowLab {
			rowLab[i] = pad(rowLab[i], rnw, false)
		}
	} else {
		rnw = len(itoa(max(nr, 1))) + 3
		for i := range rowLab {
			rowLab[i] = pad("["+itoa(i+1)+",]", rnw, true)
		}
	}
	rlabw := rnw
	if mp.titled {
		if tw := displayWidth(mp.rowTitle); tw < rlabw+2 {
			rlabw += 2
		} else {
			rlabw = tw
		}
	}
	// Cells, column by column.
	isString := mp.v.Type() == rt.CharacterType
	isList := mp.v.Type() == rt.ListType
	cells := make([][]string, nc)
	widths := make([]int, nc)
	labels := make([]string, nc)
	for j := 0; j < nc; j++ {
		if mp.colNames != nil {
			labels[j] = mp.colNames[j]
		} else {
			labels[j] = "[," + itoa(j+1) + "]"
		}
		widths[j] = displayWidth(labels[j])
		if labelsOnly || npr == 0 {
			continue
		}
		idx := make([]int, npr)
		for i := range idx {
			idx[i] = off + j*nr + i
		}
		cells[j] = formatMatrixColumn(gatherVector(mp.v, idx), mp.p)
		for _, s := range cells[j] {
			widths[j] = max(widths[j], displayWidth(s))
		}
	}
	cellRight := !(isString && !mp.p.right) && !isList
	labelRight := !isList && (!isString || (mp.colNames != nil && mp.p.right))
	corner := strings.Repeat(" ", rlabw)
	if mp.titled {
		corner = pad(mp.rowTitle, rlabw, false)
	}
	lead := strings.Repeat(" ", rlabw-rnw)
	j0 := 0
	for {
		j1 := j0
		lw := rlabw
		for j1 < nc && (j1 == j0 || lw+1+widths[j1] < mp.p.width) {
			lw += 1 + widths[j1]
			j1++
		}
		if mp.titled {
			b.WriteString(strings.Repeat(" ", rlabw) + mp.colTitle + "\n")
		}
		b.WriteString(corner)
		for j := j0; j < j1; j++ {
			b.WriteString(" " + pad(labels[j], widths[j], labelRight))
		}
		b.WriteString("\n")
		for i := 0; i < npr; i++ {
			b.WriteString(lead + rowLab[i])
			if !labelsOnly {
				for j := j0; j < j1; j++ {
					b.WriteString(" " + pad(cells[j][i], widths[j], cellRight))
				}
			}
			b.WriteString("\n")
		}
		j0 = j1
		if j0 >= nc {
			break
		}
	}
}
