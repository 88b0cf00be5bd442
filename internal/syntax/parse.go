package syntax

import (
	"errors"

	"gorir/internal/rt"
)

// Options control parsing.
type Options struct {
	// KeepSource attaches srcref attributes as R does with
	// options(keep.source = TRUE).
	KeepSource bool
	// Warn receives parse-time warnings (e.g. for 1.5L); nil discards them.
	Warn func(msg string)
}

// Parser reads top-level expressions one at a time.
type Parser struct{}

// NewParser returns a parser over src; filename is used in messages.
func NewParser(filename string, src []byte, opts Options) *Parser { return &Parser{} }

// Next returns the next top-level expression, or io.EOF at the end.
func (p *Parser) Next() (rt.Value, error) { return nil, errors.New("parser: not implemented") }

// ParseAll parses every top-level expression of src.
func ParseAll(filename string, src []byte, opts Options) ([]rt.Value, error) {
	return nil, errors.New("parser: not implemented")
}
