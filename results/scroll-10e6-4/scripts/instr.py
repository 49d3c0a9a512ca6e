import sys,re,collections
path, pat = sys.argv[1], sys.argv[2]
names={}
cost=collections.Counter()
cur=None; addr=0; skip=False
for line in open(path):
    line=line.rstrip('\n')
    m2=re.match(r'^c?fn=\((\d+)\) (.*)$', line)
    if m2: names[m2.group(1)]=m2.group(2)
    m=re.match(r'^fn=\((\d+)\)(?: (.*))?$', line)
    if m:
        if m.group(2): names[m.group(1)]=m.group(2)
        cur=names.get(m.group(1),''); continue
    if line.startswith('calls='): skip=True; continue
    if re.match(r'^(0x[0-9a-f]+|\+\d+|-\d+|\*)', line):
        parts=line.split()
        a=parts[0]
        if a.startswith('0x'): addr=int(a,16)
        elif a.startswith('+'): addr+=int(a[1:])
        elif a.startswith('-'): addr-=int(a[1:])
        if skip: skip=False; continue
        if cur and pat in cur and len(parts)>1:
            cost[addr]+=int(parts[-1])
    elif line and not line.startswith(('c','f','o','j')):
        pass
for a,c in sorted(cost.items()):
    print(hex(a), c)
