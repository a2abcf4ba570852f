#!/usr/bin/env bash
# The build (it draws the Mermaid diagrams to SVG, src/plugins/diagrams) and the browser tests use Debian's Chromium;
# a test tool's own browser download cannot work on these machines. `npm run build` runs this first (prebuild).
# fonts-liberation gives the diagrams Arial's metrics (src/lib/build/diagrams.ts, DIAGRAM_FONT_FAMILY).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  "$CHROMIUM" --version 2>/dev/null || true
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium and fonts-liberation packages (apt-get install -y chromium fonts-liberation)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
  "$CHROMIUM" --version
  exit 0
fi
echo "Chromium is missing at $CHROMIUM." >&2
echo "The build draws the Mermaid diagrams with it, and the end-to-end tests run in it." >&2
echo "Install it as root with: apt-get update && apt-get install -y chromium fonts-liberation" >&2
echo "or point CHROMIUM_PATH at a Chromium or Chrome binary." >&2
exit 1
