#!/usr/bin/env bash
# The nginx recipe (deploy/nginx) is tested with Debian's nginx (tests/e2e/nginx.spec.ts). Installs it when it is
# missing and this runs as root; otherwise says so, and that spec skips with the same message. Never fails.
set -uo pipefail
if command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || [ -n "${NGINX_PATH:-}" ]; then
  (nginx -v || /usr/sbin/nginx -v) 2>&1 | head -1
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "nginx is missing: installing Debian's nginx (apt-get install -y nginx-light or nginx)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >/dev/null || true
  # brotli is optional: the recipe uses it when the module is there
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends libnginx-mod-http-brotli-filter >/dev/null 2>&1 || true
  /usr/sbin/nginx -v 2>&1 || echo "nginx could not be installed: tests/e2e/nginx.spec.ts will skip"
  exit 0
fi
echo "nginx is not installed and this is not root: tests/e2e/nginx.spec.ts will skip (install: apt-get install -y nginx)"
