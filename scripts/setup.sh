#!/usr/bin/env bash
# Installs what a fresh machine lacks to build layout-bench: jemalloc (Debian's
# libjemalloc-dev, found through pkg-config). Idempotent: does nothing when
# jemalloc is already there. Needs root (or sudo) only when it installs.
set -euo pipefail

if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists jemalloc; then
    exit 0
fi
echo "setup: installing libjemalloc-dev and pkg-config" >&2
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq libjemalloc-dev pkg-config >/dev/null
pkg-config --exists jemalloc || { echo "setup: jemalloc still not found by pkg-config" >&2; exit 1; }
