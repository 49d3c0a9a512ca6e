#!/usr/bin/env bash
# Installs what a fresh machine lacks to build layout-bench: jemalloc (Debian's
# libjemalloc-dev, found through pkg-config) and the Boost headers the C++ peers
# use (Debian's libboost-dev: Boost.Geometry is header-only), and jq, which
# scripts/fuzz.sh reads SwiftPM's build description with. Idempotent: does
# nothing when all are already there. Needs root (or sudo) only when it installs.
set -euo pipefail

boost_header=/usr/include/boost/geometry/index/rtree.hpp
missing=()
if ! { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists jemalloc; }; then
    missing+=(libjemalloc-dev pkg-config)
fi
if [ ! -f "$boost_header" ]; then
    missing+=(libboost-dev)
fi
if ! command -v jq >/dev/null 2>&1; then
    missing+=(jq)
fi
if [ "${#missing[@]}" -eq 0 ]; then
    exit 0
fi
echo "setup: installing ${missing[*]}" >&2
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq "${missing[@]}" >/dev/null
pkg-config --exists jemalloc || { echo "setup: jemalloc still not found by pkg-config" >&2; exit 1; }
[ -f "$boost_header" ] || { echo "setup: Boost.Geometry still not found at $boost_header" >&2; exit 1; }
