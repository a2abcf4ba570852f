#!/usr/bin/env bash
# Browser tests use Debian's Chromium; a test tool's own browser download cannot work on these machines.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  "$CHROMIUM" --version 2>/dev/null || true
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium package (apt-get install -y chromium)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  "$CHROMIUM" --version
  exit 0
fi
echo "Chromium is missing at $CHROMIUM." >&2
echo "Install it as root with: apt-get update && apt-get install -y chromium" >&2
echo "or point CHROMIUM_PATH at a Chromium or Chrome binary." >&2
exit 1
