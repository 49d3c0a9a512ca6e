#!/usr/bin/env python3
# Shares of a perf profile of the compositional prepare by phase: each sample under
# CompositionalLayout.prepare gets the path of phase markers on its stack (root first).
#   perf record -F 1999 -g -o X.data BINARY profile --case compositional/appStore/prepare/strip-directory/n=1000000 --iterations 40
#   perf script -i X.data > X.script; python3 phases.py X.script [depth]
# Columns: share of the prepare samples; of it, samples whose leaf is in the kernel (page faults: clear_page);
# and whose leaf is a retain, release, uniqueness check or outlined copy.
import sys, re, collections
# Path of phase markers (root first) for each perf sample under CompositionalLayout.prepare.
markers = [
 ('descriptions', r'validatedDescriptions'), ('provider', r'LayoutWorkloads'), ('recentPosition', r'recentPosition'), ('validate', r'V8validate_4path'),
 ('hints', r'expectedElementCount|expectedPinnedCount'),
 ('build', r'PreparedLayoutBuilderV5build'),
 ('layOut', r'SectionPlacementV6layOut10startingAt'),
 ('groups', r'layOutGroups'),
 ('resolve', r'SectionPlacementV7resolve'),
 ('strips', r'OrthogonalSectionsV5build'), ('index', r'StripDirectoryIndexV|BuiltIndexO'), ('keys', r'ElementKeyRecorderV5table|KeyTable'),
 ('lookupDrop', r'dropRows'), ('lookupInsert', r'ElementLookupRowsV6insert|ElementLookupTableV6insert'), ('pins', r'PinTable'), ('closedForm', r'closedFormCells'),
 ('solver', r'GroupSolverV'), ('templateKept', r'GroupTemplateCacheV4kept'), ('templateSolve', r'GroupTemplateCacheV8template'), ('memo', r'OneItemGroupMemo'),
 ('appendElement', r'PreparedLayoutBuilderV13appendElement'), ('appendCellRun', r'appendCellStartingRun'), ('keysRecord', r'ElementKeyRecorderV6record'),
 ('pin', r'PreparedLayoutBuilderV3pin'), ('bg', r'placeBackgrounds'), ('boundary', r'appendBoundaryItems'), ('beginSection', r'beginSection'),
 ('place', r'SectionPlacementV5place'), ('declareOrth', r'declareOrthogonal'), ('PreparedLayoutInit', r'PreparedLayoutV11contentSize'),
 ('arrayAppend', r'\$sSa6append|ContiguousArrayBuffer|_copyToNewBuffer|reserveCapacity'),
]
depth = int(sys.argv[2]) if len(sys.argv) > 2 else 9
tot = 0; inprep = 0
ph = collections.Counter(); kern = collections.Counter(); rr = collections.Counter()
def flush(stack):
    global tot, inprep
    if not stack: return
    tot += 1
    rs = list(reversed(stack))
    if not any('CompositionalB0V7prepare10boundsSize' in s for s in rs):
        return
    inprep += 1
    path = []
    for s in rs:
        for name, pat in markers:
            if re.search(pat, s):
                if not path or path[-1] != name: path.append(name)
                break
    p = '/'.join(path[:depth]) or 'prepare'
    ph[p] += 1
    leaf = stack[0]
    if '[kernel' in leaf: kern[p] += 1
    if re.search(r'swift_retain|swift_release|swift_isUniquely|outlined copy|outlined destroy|swift_bridgeObjectRe|swift_beginAccess|swift_endAccess', leaf): rr[p] += 1
stack = []
for line in open(sys.argv[1]):
    line=line.rstrip('\n')
    if not line.strip():
        flush(stack); stack=[]; continue
    if line[0] in ' \t':
        parts = line.strip().split(' ',1)
        stack.append(parts[1] if len(parts)>1 else parts[0])
flush(stack)
print(f'total {tot} samples, in prepare {inprep}')
for p, c in sorted(ph.items(), key=lambda x:-x[1]):
    if 100*c/inprep < 0.3: continue
    print(f'{p:60s} {100*c/inprep:6.2f}%  kernel {100*kern[p]/inprep:5.2f}%  rr {100*rr[p]/inprep:5.2f}%')
