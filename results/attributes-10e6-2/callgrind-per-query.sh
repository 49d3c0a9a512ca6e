#!/bin/bash
# usage: cgq.sh binary case -> instructions per iteration ((Ir(2200) - Ir(200)) / 2000), valgrind callgrind
ir() { valgrind --tool=callgrind --callgrind-out-file=/dev/null $1 profile --case $2 --iterations $3 2>&1 | grep -o "Collected : [0-9]*" | grep -o "[0-9]*"; }
a=$(ir $1 $2 200); z=$(ir $1 $2 2200)
echo "$2 $(basename $1) $(( (z - a) / 2000 ))"
