"""Tables of results/attributes-10e6-2 from the pooled result files.

merged-GROUP-SIDE.json pools the rounds of one binary (runSampleCounts gives
each round's samples). Per round, a case's figure is its fastest sample
(`fast`) and its median sample (`med`); a case's figure is the median over
rounds. The ratio query-attributes / query-slots is taken per round (both
cases ran in the same process, interleaved) and its median over rounds
printed, from the fastest samples and from the medians. The machine is a
shared 2-core one: the medians of a round jump between modes 1.8x apart
(another process on the core), the fastest samples do not.
Usage: python3 medians.py (from this directory).
"""
import json, statistics as st

def rounds(path):
    cases = {}
    for case in json.load(open(path))["cases"]:
        samples, start, fast, med = case["wallNanoseconds"], 0, [], []
        for count in case["runSampleCounts"]:
            fast.append(min(samples[start:start + count]))
            med.append(st.median(samples[start:start + count]))
            start += count
        cases[case["case"]["name"]] = (fast, med, case.get("resultCount"), case.get("allocationsPerOperation"))
    return cases

for group in ["big", "small"]:
    old, new = rounds(f"merged-{group}-main.json"), rounds(f"merged-{group}-attrs3.json")
    n = len(next(iter(old.values()))[0])
    print(f"\n### {group}: ns per operation, median over {n} rounds (fast = each round's fastest sample, med = its median sample)\n")
    print("| case | results | main fast | attrs3 fast | attrs3/main | main med | attrs3 med | attrs3/main | allocations (main, attrs3) |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name in old:
        a, b = st.median(old[name][0]), st.median(new[name][0])
        c, d = st.median(old[name][1]), st.median(new[name][1])
        print(f"| {name} | {old[name][2]} | {a:.1f} | {b:.1f} | {b / a:.3f} | {c:.1f} | {d:.1f} | {d / c:.3f} | {old[name][3]}, {new[name][3]} |")
    if group != "big":
        continue
    print(f"\n### {group}: query-attributes / query-slots, same rect, same run (median over rounds of the per-round ratio)\n")
    print("| case | main fast | attrs3 fast | main med | attrs3 med |")
    print("|---|---|---|---|---|")
    for name in old:
        slots = name.replace("/query-attributes/", "/query-slots/")
        if "/query-attributes/" not in name or slots not in old:
            continue
        ratio = lambda side, k: st.median(x / y for x, y in zip(side[name][k], side[slots][k]))
        print(f"| {name} | {ratio(old, 0):.2f}x | {ratio(new, 0):.2f}x | {ratio(old, 1):.2f}x | {ratio(new, 1):.2f}x |")
