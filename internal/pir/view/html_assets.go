package view

// The page's style and script, inline so that the file stands alone.
// A pass's column colours what the pass did by background (new-*), the
// column before it what the pass is about to do by a bar at the left
// edge (old-*), so that both show on one line.

const pageCSS = `
html,body{margin:0;height:100%}
body{display:flex;flex-direction:column;font:13px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1d1d1d;background:#f3f3f3}
header{flex:0 0 auto;max-height:42vh;overflow:auto;padding:8px 14px 6px;background:#fff;border-bottom:1px solid #c8c8c8}
h1{font-size:17px;margin:0 0 3px;font-weight:600}
h1 code{font-size:17px}
.meta{margin:0 0 6px;color:#4a4a4a}
.meta a{color:#1a4f8a;text-decoration:none}
.meta a:hover{text-decoration:underline}
.col:target h2{background:#ffe89a}
.mono,code,pre,.pir{font-family:ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace}
table.envs{border-collapse:collapse;margin:0 0 6px;font-size:12px}
table.envs th,table.envs td{border:1px solid #d0d0d0;padding:2px 8px;text-align:left;vertical-align:top}
table.envs th{background:#f0f0f0;font-weight:600}
.envs-none{margin:0 0 6px;color:#4a4a4a}
.verdict{display:inline-block;padding:0 6px;border-radius:8px;font:600 11px/1.5 system-ui,sans-serif}
.i .verdict{margin-left:6px}
.v-elided{background:#c9ecc9;color:#14501a}
.v-delayed{background:#cfe3fa;color:#0d3c73}
.v-stubbed{background:#fbefb4;color:#5b4700}
.v-kept{background:#f8d0d0;color:#6e1212}
.legend{margin:0;color:#333;font-size:12px}
.legend .sw{display:inline-block;padding:0 5px;margin:0 2px 0 10px;border-radius:2px;font-family:ui-monospace,monospace}
.legend .sw:first-child{margin-left:0}
#cols{flex:1 1 auto;display:flex;align-items:flex-start;overflow:auto;padding:8px}
.col{flex:0 0 auto;width:38em;margin-right:8px;background:#fff;border:1px solid #c8c8c8;border-radius:3px}
.col.src{width:auto;max-width:40em;min-width:16em}
.col h2{position:sticky;top:0;z-index:1;margin:0;padding:4px 8px;font-size:13px;font-weight:600;background:#e9e9ef;border-bottom:1px solid #c8c8c8;cursor:pointer;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.col.final h2{background:#dfe8f5}
.col.collapsed{width:2.4em;min-width:0}
.col.collapsed .body{display:none}
.col.collapsed h2{writing-mode:vertical-rl;padding:8px 4px;height:auto}
.col.collapsed .sum{display:none}
.sum{font-weight:400;font-size:11px;margin-left:6px}
.s-add{color:#1b7a1b}.s-del{color:#b01c1c}.s-chg{color:#8a6a00}
.src pre{margin:0;padding:6px 8px;font-size:12px;line-height:1.4;white-space:pre}
.pir{font-size:12px;line-height:1.4;padding:4px 0 8px}
.code{margin:8px 6px 2px;font-weight:700;color:#333}
.bb{margin:0 0 3px}
.bbh{padding:0 8px;font-weight:700;color:#222}
.bb.deopt{background:#f6f4fb;color:#555}
.bb.deopt .bbh{color:#6a4a9a}
.bb.new-added>.bbh{background:#c9efc9}
.bb.old-removed>.bbh{text-decoration:line-through;text-decoration-color:#c62828;color:#a02020}
.i{white-space:pre-wrap;word-break:break-word;padding:0 8px 0 calc(8px + 4ch);text-indent:-2ch;border-left:4px solid transparent}
.attr{color:#7a7a7a}
.ty{color:#4d6a8a}
.i.new-added{background:#d4f4d4}
.i.new-changed{background:#fff0a8}
.i.new-moved{background:#d9eafc}
.i.new-retyped .ty{background:#fff0a8;color:#5b4700}
.i.old-removed{border-left-color:#d32f2f;text-decoration:line-through;text-decoration-color:#d32f2f;color:#8a1c1c}
.i.old-changed{border-left-color:#e0a000}
.i.old-moved{border-left-color:#3d85d8}
.i.old-retyped .ty{text-decoration:underline dotted #b08a00}
.i.same{outline:1px solid #8a8a8a;outline-offset:-1px}
.r{cursor:pointer;border-radius:2px}
.r:hover{outline:1px solid #666}
.hov{background:#e6e6e6}
.hl0{background:#ffe04d!important}.hl1{background:#9fd0ff!important}.hl2{background:#ffb3d9!important}
.hl3{background:#a8f0a8!important}.hl4{background:#ffc58a!important}.hl5{background:#d4b3ff!important}
`

const legendHTML = `<p class="legend">In a pass's column:
<span class="sw" style="background:#d4f4d4">added</span>
<span class="sw" style="background:#fff0a8">changed</span>
<span class="sw" style="background:#d9eafc">moved</span>
<span class="sw" style="color:#4d6a8a;background:#fff0a8">:type</span> only its type changed.
In the column before it:
<span class="sw" style="border-left:4px solid #d32f2f;color:#8a1c1c;text-decoration:line-through">removed</span>
<span class="sw" style="border-left:4px solid #e0a000">changed</span>
<span class="sw" style="border-left:4px solid #3d85d8">moved</span>
by the next pass. Hover a line to find it in every column; click a register or block to mark it and its uses; click a column's title to fold it.</p>
`

const pageJS = `
(function () {
  var colours = ["hl0", "hl1", "hl2", "hl3", "hl4", "hl5"];
  var marked = {};
  function all(sel) { return Array.prototype.slice.call(document.querySelectorAll(sel)); }
  function selector(el) {
    if (el.dataset.v) return '[data-v="' + el.dataset.v + '"]';
    return '[data-b="' + el.dataset.b + '"]';
  }
  function toggle(el) {
    var sel = selector(el);
    var had = marked[sel];
    if (had) {
      all(sel).forEach(function (x) { x.classList.remove(had); });
      delete marked[sel];
      return;
    }
    var inUse = Object.keys(marked).map(function (k) { return marked[k]; });
    var free = colours.filter(function (c) { return inUse.indexOf(c) === -1; })[0] || colours[0];
    marked[sel] = free;
    all(sel).forEach(function (x) { x.classList.add(free); });
  }
  document.addEventListener("click", function (e) {
    var r = e.target.closest(".r");
    if (r) { toggle(r); return; }
    var h = e.target.closest(".col > h2");
    if (h) h.parentElement.classList.toggle("collapsed");
  });
  function hover(e, on) {
    var line = e.target.closest(".i");
    if (line) all('.i[data-i="' + line.dataset.i + '"]').forEach(function (x) { x.classList.toggle("same", on); });
    var r = e.target.closest(".r");
    if (r) all(selector(r)).forEach(function (x) { x.classList.toggle("hov", on); });
  }
  document.addEventListener("mouseover", function (e) { hover(e, true); });
  document.addEventListener("mouseout", function (e) { hover(e, false); });
})();
`
