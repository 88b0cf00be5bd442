package view

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
)

// PageSummary is what ReadPage finds in a page.
type PageSummary struct {
	// Columns are the titles of the columns, in order ("source",
	// "after build", "1. after scope +0 −1 ~5", …, "final").
	Columns []string
	// Envs are the rows of the environment table, cell by cell.
	Envs [][]string
}

// ReadPage reads back a page WriteHTML wrote, for the tests here and
// in cmd/gorir: it checks that the page is well-formed (every element
// closed, in order, void elements aside; the style and script are in
// CDATA sections) and returns its column titles and environment table.
func ReadPage(page []byte) (*PageSummary, error) {
	d := xml.NewDecoder(bytes.NewReader(page))
	d.Strict = true
	d.AutoClose = xml.HTMLAutoClose
	d.Entity = xml.HTMLEntity
	var stack []string
	sum := &PageSummary{}
	var text *strings.Builder // collecting an h2 or a td
	var row []string
	inEnvs := false
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", line(d), err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			stack = append(stack, t.Name.Local)
			switch t.Name.Local {
			case "table":
				inEnvs = attr(t, "class") == "envs"
			case "tr":
				row = nil
			case "h2", "td", "th":
				text = &strings.Builder{}
			}
		case xml.EndElement:
			if len(stack) == 0 || stack[len(stack)-1] != t.Name.Local {
				return nil, fmt.Errorf("line %d: </%s> closes %v", line(d), t.Name.Local, stack)
			}
			stack = stack[:len(stack)-1]
			switch t.Name.Local {
			case "h2":
				sum.Columns = append(sum.Columns, strings.Join(strings.Fields(text.String()), " "))
				text = nil
			case "td":
				row = append(row, strings.TrimSpace(text.String()))
				text = nil
			case "th":
				text = nil
			case "tr":
				if inEnvs && row != nil {
					sum.Envs = append(sum.Envs, row)
				}
			case "table":
				inEnvs = false
			}
		case xml.CharData:
			if text != nil {
				text.Write(t)
			}
		}
	}
	if len(stack) != 0 {
		return nil, fmt.Errorf("elements left open at the end: %v", stack)
	}
	return sum, nil
}

func attr(t xml.StartElement, name string) string {
	for _, a := range t.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

func line(d *xml.Decoder) int {
	l, _ := d.InputPos()
	return l
}
