#!/usr/bin/env python3
"""Prints the waterfall's prepare against the C++ loop for each run in this directory."""
import glob, json, os
here = os.path.dirname(os.path.abspath(__file__))
print("| run | operation | strip directory (ns/item) | C++ loop (ns/item) | ratio |")
print("| --- | --- | ---: | ---: | ---: |")
for path in sorted(glob.glob(os.path.join(here, "*.json")), key=lambda p: (p[-6], p)):
    cases = json.load(open(path))["cases"]
    median = {(c["case"]["operation"], c["case"]["strategy"]): c["summary"]["wall"]["median"] for c in cases}
    for operation, peer in [("prepare", "peer-cpp-loop"), ("prepare-reused", "peer-cpp-loop-reused")]:
        ours = median[(operation, "strip-directory")]
        loop = median.get((operation, peer)) or median[("prepare", peer)]
        print(f"| {os.path.basename(path)[:-5]} | {operation} | {ours:.2f} | {loop:.2f} | {ours / loop:.2f}x |")
