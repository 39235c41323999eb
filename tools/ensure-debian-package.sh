#!/usr/bin/env bash
# Make sure a Debian package's program is present (tests and benchmarks never download binaries).
# Usage: ensure-debian-package.sh PACKAGE PROGRAM   (PROGRAM: an absolute path or a name on PATH)
# Idempotent and quiet: does nothing when PROGRAM is there.
set -euo pipefail

PACKAGE="$1"
PROGRAM="$2"
present() { if [[ "$PROGRAM" == /* ]]; then [ -x "$PROGRAM" ]; else command -v "$PROGRAM" >/dev/null 2>&1; fi; }
present && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-$PACKAGE: $PROGRAM is missing and apt-get is not available; install Debian's $PACKAGE package." >&2
  exit 1
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; else
    echo "ensure-$PACKAGE: $PROGRAM is missing; run as root: apt-get update && apt-get install -y $PACKAGE" >&2
    exit 1
  fi
fi

export DEBIAN_FRONTEND=noninteractive
LOG="$(mktemp)"
trap 'rm -f "$LOG"' EXIT
# Wait for another apt/dpkg run (parallel jobs) instead of failing on the lock; print apt's output only on failure.
if ! { $SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq && \
       $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "$PACKAGE"; } >"$LOG" 2>&1; then
  cat "$LOG" >&2
  echo "ensure-$PACKAGE: apt-get could not install $PACKAGE" >&2
  exit 1
fi

if ! present; then
  echo "ensure-$PACKAGE: installing $PACKAGE did not provide $PROGRAM" >&2
  exit 1
fi
