#!/usr/bin/env python3
"""Prints the README's "against the peers" table from a results file; the
tables themselves are made by scripts/figures.py (`peers`, `prepare`).

Usage: scripts/peer-table.py RESULTS.json [STRATEGY]
       scripts/peer-table.py --prepare RESULTS.json [STRATEGY]
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import figures  # noqa: E402

arguments = sys.argv[1:]
table = "peers"
if arguments[:1] == ["--prepare"]:
    table, arguments = "prepare", arguments[1:]
if len(arguments) not in (1, 2):
    sys.exit("usage: scripts/peer-table.py [--prepare] RESULTS.json [STRATEGY]")
sys.exit(figures.main([table] + arguments))
