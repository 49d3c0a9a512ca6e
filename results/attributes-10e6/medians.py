"""Per-round medians and ratios from the merged result files of this directory.

Each merged file pools 15 runs (runSampleCounts); a round's figure is the
median of its own samples (wall), and a case's figure the median over the
rounds. The ratio query-attributes / query-slots is taken per round (both
cases ran in the same process, interleaved) and its median over rounds is
printed. Usage: python3 medians.py (from this directory).
"""
import json, statistics as st

def rounds(path):
    cases = {}
    for case in json.load(open(path))["cases"]:
        samples, start, medians = case["wallNanoseconds"], 0, []
        for count in case["runSampleCounts"]:
            medians.append(st.median(samples[start:start + count]))
            start += count
        cases[case["case"]["name"]] = (medians, case.get("resultCount"), case.get("allocationsPerOperation"))
    return cases

for group in ["main", "tl"]:
    old, new = rounds(f"merged-{group}-main.json"), rounds(f"merged-{group}-attrs2.json")
    print(f"\n### {group}: ns per query, median over {len(next(iter(old.values()))[0])} rounds of each round's median (wall)\n")
    print("| case | results | main 64cf0e8 | attrs2 | attrs2/main | allocations per query (main, attrs2) |")
    print("|---|---|---|---|---|---|")
    for name in old:
        a, b = st.median(old[name][0]), st.median(new[name][0])
        print(f"| {name} | {old[name][1]} | {a:.1f} | {b:.1f} | {b / a:.3f} | {old[name][2]}, {new[name][2]} |")
    print(f"\n### {group}: query-attributes / query-slots, same rect, same run (median over rounds of the per-round ratio)\n")
    print("| case | main 64cf0e8 | attrs2 |")
    print("|---|---|---|")
    for name in old:
        slots = name.replace("/query-attributes/", "/query-slots/")
        if "/query-attributes/" not in name or slots not in old:
            continue
        ratio = lambda side: st.median(x / y for x, y in zip(side[name][0], side[slots][0]))
        print(f"| {name} | {ratio(old):.2f}x | {ratio(new):.2f}x |")
