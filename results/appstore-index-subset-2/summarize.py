#!/usr/bin/env python3
"""The App Store page at 10^6 with its main strip directory over a subset of the frames: built in order through a temporary copy (new) or by the sorting build (main)."""
import glob, json, os
here = os.path.dirname(os.path.abspath(__file__))
print("| run | prepare, strip directory | prepare, linear | index build (difference) | build / R-tree bulk load | query-random / R-tree (cold) | scroll-slots / R-tree (warm) | query-slots middle (warm) | retained B/item | index B/item |")
print("| --- |" + " ---: |" * 9)
for path in sorted(glob.glob(os.path.join(here, "*.json")), key=lambda p: (p.rsplit("-", 2)[0], p[-6], p)):
    cases = json.load(open(path))["cases"]
    m = {(c["case"]["operation"], c["case"].get("position"), c["case"]["strategy"]): c["summary"]["wall"]["median"] for c in cases}
    sd, lin, rt = m[("prepare", None, "strip-directory")], m[("prepare", None, "linear")], m[("prepare", None, "peer-rtree")]
    prepared = next(c for c in cases if c["case"]["operation"] == "prepare" and c["case"]["strategy"] == "strip-directory")
    cold = m[("query-random", None, "strip-directory")] / m[("query-random", None, "peer-rtree")]
    scroll = m[("scroll-slots", None, "strip-directory")] / m[("scroll-slots", None, "peer-rtree")]
    print(f"| {os.path.basename(path)[:-5]} | {sd:.1f} ns | {lin:.1f} ns | {sd - lin:.1f} ns | {(sd - lin) / rt:.3f}x | {cold:.2f}x | {scroll:.2f}x | {m[('query-slots', 'middle', 'strip-directory')]:.0f} ns | {prepared['retainedBytesPerItem']:.1f} | {prepared['indexBytesPerItem']:.1f} |")
