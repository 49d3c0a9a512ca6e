#!/bin/bash
# usage: cg.sh binary case  -> instructions per iteration (2000 vs 200 iterations)
b=$1; c=$2
ir() { valgrind --tool=callgrind --callgrind-out-file=/dev/null $b profile --case $c --iterations $1 2>&1 | grep -o "Collected : [0-9]*" | grep -o "[0-9]*"; }
a=$(ir 200); z=$(ir 2200)
echo "$c $(basename $b) $(( (z - a) / 2000 ))"
