#!/usr/bin/env bash
# The HTML check of the build (tests/build/validHtml.test.ts) runs the W3C Nu HTML Checker, the `vnu-jar` package
# from npm, with the machine's Java (17 or newer; Debian's openjdk-17-jre-headless). The package's own Java download
# is an install script, which npm does not run here, so this installs Debian's package instead.
set -euo pipefail
JAVA="${JAVA_PATH:-java}"
major() { "$1" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1; }
if command -v "$JAVA" >/dev/null && [ "$(major "$JAVA")" -ge 17 ] 2>/dev/null; then
  "$JAVA" -version 2>&1 | head -n 1
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Java 17 or newer is missing: installing Debian's openjdk-17-jre-headless package (apt-get install -y openjdk-17-jre-headless)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq openjdk-17-jre-headless >/dev/null
  java -version 2>&1 | head -n 1
  exit 0
fi
echo "Java 17 or newer is missing ($JAVA)." >&2
echo "The HTML check of the build runs the W3C Nu HTML Checker (vnu-jar), which needs Java 17 or newer." >&2
echo "Install it as root with: apt-get update && apt-get install -y openjdk-17-jre-headless" >&2
echo "or point JAVA_PATH at a java binary." >&2
exit 1
