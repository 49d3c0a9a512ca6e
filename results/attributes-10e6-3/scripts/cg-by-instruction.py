# usage: python3 cg-by-instruction.py CALLGRIND_OUT FN_LINE UNUSED BINARY ITERATIONS
# CALLGRIND_OUT from valgrind --tool=callgrind --dump-instr=yes; FN_LINE the line of
# the function's "fn=(id)" in it (grep -n); prints each instruction of the function
# (objdump -d of BINARY) with its count per iteration, then the total.
import sys,re,subprocess
out,start_line,sym_addr,binp,iters=sys.argv[1],int(sys.argv[2]),sys.argv[3],sys.argv[4],int(sys.argv[5])
lines=open(out).read().split("\n")
costs={}
addr=None
i=start_line-1
first=True
while i<len(lines):
    l=lines[i]; i+=1
    if l.startswith("fn=") and not first: break
    first=False
    if l.startswith(("cfn=","cfi=","cob=","calls=")):
        if l.startswith("calls="):
            # next line is call cost line: skip but track address
            nl=lines[i]; i+=1
            a=nl.split()[0]
            if a.startswith("0x"): addr=int(a,16)
            elif a[0] in "+-": addr+=int(a)
        continue
    parts=l.split()
    if not parts: continue
    a=parts[0]
    if a.startswith("0x"): addr=int(a,16)
    elif a[0] in "+-": addr+=int(a)
    elif a=="*": pass
    else: continue
    if len(parts)>=3: costs[addr]=costs.get(addr,0)+int(parts[2])
lo=min(costs); hi=max(costs)
dis=subprocess.run(["objdump","-d","--no-show-raw-insn","--start-address=%d"%lo,"--stop-address=%d"%(hi+16),binp],capture_output=True,text=True).stdout
tot=0
for dl in dis.split("\n"):
    m=re.match(r"\s*([0-9a-f]+):\s*(.*)",dl)
    if not m: continue
    a=int(m.group(1),16); c=costs.get(a,0); tot+=c
    print("%8.2f  %x  %s"%(c/iters,a,m.group(2)))
print("total per iter %.1f"%(tot/iters))
