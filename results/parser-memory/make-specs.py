#!/usr/bin/env python3
"""Writes the six documents of results/parser-memory/README.md into a directory (default /tmp/pm)."""
import os
import sys

directory = sys.argv[1] if len(sys.argv) > 1 else "/tmp/pm"
os.makedirs(directory, exist_ok=True)
head = '{"bounds":{"width":390,"height":844},"layout":{"type":"%s"},"sections":['


def write(name, text):
    with open(os.path.join(directory, name), "w") as file:
        file.write(text)


# 200 MB of single digits, 2 bytes a value: the worst case for any per-value storage.
write("numbers.json", "[" + ",".join(["1"] * 100_000_000) + "]")
# 100 MB of nested arrays and of tiny objects (refused after the parse: not specs).
write("nested.json", "[" + ",".join(["[[]]"] * 20_000_000) + "]")
write("objects.json", "[" + ",".join(['{"a":1}'] * 12_500_000) + "]")
# 8,000,000 listed [w, h] sizes (the command of issue 15's brief).
write("big.json", head % "flow" + '{"itemSizes":[' + ",".join(["[100,50]"] * 8_000_000) + "]}]}")
# 6,000,000 sections given as objects.
write("sections.json", head % "flow" + ",".join(['{"count":1}'] * 6_000_000) + "]}")
# 2,000,000 calendar events, each an object of three keys.
events = ",".join('{"day":%d,"start":%d,"duration":1}' % (i % 7, 8 + (i // 7) % 10) for i in range(2_000_000))
write("events.json", head % "calendarWeek" + '{"events":[' + events + "]}]}")
