#!/usr/bin/env python3
"""Checks the DOM headless Chromium built from an HTML report (--dump-dom),
for scripts/test-report.sh. Exits 1 with one line per problem.

  check-report-dom.py run DOM CHARTS CASES      every table and chart, script ran
  check-report-dom.py run-filtered DOM STRATEGY  #strategy=S&sort=1:7:desc applied
  check-report-dom.py compare DOM CASES          #verdict=unchanged applied, changed first
  check-report-dom.py trend DOM CASES            a chart per case, each with its step
"""
import re
import sys
from html.parser import HTMLParser

VOID = {"meta", "br", "img", "input", "link", "hr", "col", "source", "wbr", "area", "base", "embed", "param", "track"}
UNITS = {"ns": 1, "µs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9}


class Node:
    def __init__(self, tag, attrs, parent):
        self.tag, self.attrs, self.parent, self.children, self.text = tag, dict(attrs), parent, [], ""

    def walk(self):
        yield self
        for child in self.children:
            yield from child.walk()

    def all_text(self):
        return self.text + "".join(child.all_text() for child in self.children)

    def hidden(self):
        node = self
        while node is not None:
            if "hidden" in node.attrs:
                return True
            node = node.parent
        return False


class Tree(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Node("#document", [], None)
        self.current = self.root

    def handle_starttag(self, tag, attrs):
        node = Node(tag, attrs, self.current)
        self.current.children.append(node)
        if tag not in VOID:
            self.current = node

    def handle_startendtag(self, tag, attrs):
        self.current.children.append(Node(tag, attrs, self.current))

    def handle_endtag(self, tag):
        node = self.current
        while node is not None and node.tag != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.current = node.parent

    def handle_data(self, data):
        self.current.text += data


def load(path):
    tree = Tree()
    with open(path, encoding="utf-8") as file:
        tree.feed(file.read())
    return tree.root


problems = []


def expect(condition, message):
    if not condition:
        problems.append(message)


def find(root, tag, **attrs):
    return [n for n in root.walk() if n.tag == tag and all(n.attrs.get(k.replace("_", "-")) == v for k, v in attrs.items())]


def body_rows(table):
    return [row for body in find(table, "tbody") for row in body.children if row.tag == "tr"]


def common(root):
    html = find(root, "html")
    expect(len(html) == 1, "no <html> element")
    attrs = html[0].attrs if html else {}
    expect(attrs.get("data-report-ready") == "true", "the page's script did not run to the end (no data-report-ready)")
    expect("data-script-errors" not in attrs, "script errors: " + attrs.get("data-script-errors", ""))
    tables = {t.attrs.get("data-table"): t for t in find(root, "table") if "sortable" in t.attrs.get("class", "").split()}
    expect(len(tables) >= 1, "no sortable table")
    shown = sum(1 for t in tables.values() for row in body_rows(t) if not row.hidden())
    expect(attrs.get("data-rows-shown") == str(shown), f"data-rows-shown {attrs.get('data-rows-shown')} but {shown} rows are visible")
    return tables


def nanoseconds(text):
    match = re.match(r"\s*([-+]?\d+(?:\.\d+)?(?:e[-+]?\d+)?)\s*(ns|µs|us|ms|s)", text)
    return float(match.group(1)) * UNITS[match.group(2)] if match else None


def check_run(root, charts, cases):
    tables = common(root)
    svgs = find(root, "svg")
    expect(len(svgs) == charts, f"{len(svgs)} SVG charts in the page, {charts} chart files")
    expect(all(any(c.tag == "svg" for c in f.children) for f in find(root, "figure")), "a figure without its SVG")
    expect(all(len(find(svg, "polyline")) >= 1 for svg in svgs), "a chart without a line")
    expect(len(body_rows(tables.get("1", Node("x", [], None)))) == cases, f"the case table does not have {cases} rows")
    expect(len(tables) >= 3, f"only {len(tables)} sortable tables")
    expect(all(body_rows(t) for t in tables.values()), "an empty table")
    expect(not any(n.hidden() for n in root.walk() if n.tag in ("tr", "section", "figure", "td")), "something hidden without a filter")


def check_filtered(root, strategy):
    tables = common(root)
    tagged = [n for n in root.walk() if "data-facet-strategy" in n.attrs and n.tag in ("tr", "td", "th")]
    expect(len(tagged) > 0, "nothing tagged with a strategy")
    for node in tagged:
        keep = strategy in node.attrs["data-facet-strategy"].split()
        expect(node.hidden() != keep, f"<{node.tag} data-facet-strategy={node.attrs['data-facet-strategy']}> {'hidden' if not keep else 'shown'} wrongly")
    medians = [nanoseconds(row.children[7].all_text()) for row in body_rows(tables["1"])]
    expect(None not in medians and medians == sorted(medians, reverse=True), "the case table is not sorted by median, descending")
    header = [c for c in find(tables["1"], "th")][7]
    expect(header.attrs.get("aria-sort") == "descending", "the sorted column's header is not marked descending")


def check_compare(root, cases):
    tables = common(root)
    rows = body_rows(tables.get("1", Node("x", [], None)))
    expect(len(rows) == cases, f"the verdict table has {len(rows)} rows, not {cases}")
    ranks = {"regressed": 0, "improved": 1, "unchanged": 2}
    order = [ranks.get(row.attrs.get("data-facet-verdict"), 9) for row in rows]
    expect(order == sorted(order), "changed cases are not first")
    for row in rows:
        expect(row.hidden() == (row.attrs.get("data-facet-verdict") != "unchanged"), "the verdict filter did not apply")


def check_trend(root, cases):
    tables = common(root)
    expect(len(body_rows(tables.get("1", Node("x", [], None)))) == cases, f"the trend table does not have {cases} rows")
    svgs = find(root, "svg")
    expect(len(svgs) == cases, f"{len(svgs)} trend charts, not {cases}")
    expect(all(len([l for l in find(svg, "line") if l.attrs.get("class") == "step"]) == 1 for svg in svgs), "a chart without its one step")
    expect(all(len(find(svg, "circle")) == 6 for svg in svgs), "a chart without its six runs")


def main():
    mode, path = sys.argv[1], sys.argv[2]
    root = load(path)
    if mode == "run":
        check_run(root, int(sys.argv[3]), int(sys.argv[4]))
    elif mode == "run-filtered":
        check_filtered(root, sys.argv[3])
    elif mode == "compare":
        check_compare(root, int(sys.argv[3]))
    elif mode == "trend":
        check_trend(root, int(sys.argv[3]))
    else:
        sys.exit(f"unknown mode {mode}")
    for problem in problems:
        print(f"test-report: {mode}: {problem}", file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
