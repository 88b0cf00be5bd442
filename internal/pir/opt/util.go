package opt

import "gorir/internal/pir"

// codes lists the body and promise codes of v.
func codes(v *pir.Version) []*pir.Code {
	cs := make([]*pir.Code, 0, 1+len(v.Promises))
	cs = append(cs, v.Body)
	return append(cs, v.Promises...)
}

// uses maps each instruction of c to the instructions that use it as an
// operand (once per use).
func uses(c *pir.Code) map[*pir.Instr][]*pir.Instr {
	u := map[*pir.Instr][]*pir.Instr{}
	for _, b := range c.Blocks {
		for _, i := range b.Instrs {
			for _, a := range i.Args {
				u[a] = append(u[a], i)
			}
		}
	}
	return u
}
