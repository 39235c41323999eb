#!/usr/bin/env bash
# Make sure Debian's ffmpeg is present for the library and transcoding tests and benchmarks.
# Idempotent and quiet: does nothing when ffmpeg is on PATH.
exec bash "$(dirname "$0")/ensure-debian-package.sh" ffmpeg ffmpeg
