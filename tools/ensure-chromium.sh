#!/usr/bin/env bash
# Make sure Debian's Chromium is present for browser tests (never a downloaded browser).
# Idempotent and quiet: does nothing when /usr/bin/chromium exists.
set -euo pipefail

CHROMIUM=/usr/bin/chromium
[ -x "$CHROMIUM" ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: $CHROMIUM is missing and apt-get is not available; install Debian's chromium package." >&2
  exit 1
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; else
    echo "ensure-chromium: $CHROMIUM is missing; run as root: apt-get update && apt-get install -y chromium" >&2
    exit 1
  fi
fi

export DEBIAN_FRONTEND=noninteractive
LOG="$(mktemp)"
trap 'rm -f "$LOG"' EXIT
# Wait for another apt/dpkg run (parallel jobs) instead of failing on the lock; print apt's output only on failure.
if ! { $SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq && \
       $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends chromium; } >"$LOG" 2>&1; then
  cat "$LOG" >&2
  echo "ensure-chromium: apt-get could not install chromium" >&2
  exit 1
fi

if [ ! -x "$CHROMIUM" ]; then
  echo "ensure-chromium: installing chromium did not provide $CHROMIUM" >&2
  exit 1
fi
