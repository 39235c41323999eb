#!/usr/bin/env bash
# Make sure Debian's Chromium is present for browser tests (never a downloaded browser).
# Idempotent and quiet: does nothing when /usr/bin/chromium exists.
exec bash "$(dirname "$0")/ensure-debian-package.sh" chromium /usr/bin/chromium
