#!/usr/bin/env bash
# Peak RSS and wall time of `layout-bench query` on each document of
# make-specs.py, for each binary given, interleaved, ROUNDS rounds (default 3).
#   results/parser-memory/measure.sh DIR BINARY...
# Prints: round document mode binary bytes peak-KB seconds exit-status.
# mode parse: --max-items 0, refused right after the parse (the parse's peak);
# mode query: the whole query of a valid spec (parse, decode, prepare, query).
set -u
directory="$1"; shift
for round in $(seq 1 "${ROUNDS:-3}"); do
  for name in numbers nested objects big sections events; do
    file="$directory/$name.json"
    bytes=$(stat -c %s "$file")
    for mode in parse query; do
      extra=(); [[ $mode == parse ]] && extra=(--max-items 0)
      [[ $mode == query && ( $name == numbers || $name == nested || $name == objects ) ]] && continue
      for binary in "$@"; do
        /usr/bin/time -f "%M %e" "$binary" query "$file" --rect 0,0,390,844 --max-spec-bytes 300000000 "${extra[@]}" \
          > /dev/null 2> "$directory/time.txt"
        status=$?
        echo "$round $name $mode $binary $bytes $(tail -1 "$directory/time.txt") $status"
      done
    done
  done
done
