#!/usr/bin/env bash
# The whole test suite, in the order a failure is cheapest to find:
# type check, lint, unit tests (the site's and the checks'), the writers' checks (npm run check), production build
# (link checks), the stock build (FRAMEWORK_PATCHES=0), the versions fixture (a cut docs version), build-output tests, the broken-link fixture, the hosted Ask AI, reader tools, hosted-search
# and language fixtures, then end-to-end tests in Chromium.
# `scripts/test.sh fast` (npm run test:fast) stops after the writers' checks: no browser, no build.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

fast=${1:-}

if [ "$fast" != fast ]; then
  step "Chromium"
  bash scripts/ensure-chromium.sh
fi

step "Java (the W3C Nu HTML Checker of the build-output tests)"
bash scripts/ensure-java.sh

step "Type check"
npm run --silent typecheck

step "Lint"
npm run --silent lint

step "Unit tests (site and checks)"
npx vitest run --config vitest.config.ts

step "Writers' checks: sidebars, ledger, content, examples against the Trailhead model, interface maps"
npm run --silent check

[ "$fast" = fast ] && exit 0

step "Production build (broken links, markdown links and anchors fail it)"
TESSERA_DOCS_TEST_ROUTES=1 npm run --silent build

step "Fixture build served under BASE_URL=/docs/ (checked by tests/build/baseUrl.test.ts)"
BASE_URL=/docs/ TESSERA_DOCS_TEST_ROUTES=1 npx docusaurus build --config tests/fixtures/base-url/docusaurus.config.ts \
  --out-dir tests/fixtures/base-url/build >/dev/null

step "Language fixture build: English and Arabic under /ar/, each locale a site of its own (tests/build/i18n.test.ts, tests/e2e/i18n.spec.ts)"
npx docusaurus build --config tests/fixtures/i18n/docusaurus.config.ts --out-dir tests/fixtures/i18n/build >/dev/null

step "Stock build: the whole site without src/framework (FRAMEWORK_PATCHES=0; tests/build/stock.test.ts, e2e project stock-smoke)"
FRAMEWORK_PATCHES=0 TESSERA_DOCS_TEST_ROUTES=1 npx docusaurus build --out-dir tests/fixtures/stock/build >/dev/null
# The files of src/framework the client build read (none, if the switch works), for tests/build/stock.test.ts.
cp .docusaurus/tessera-main-modules.json tests/fixtures/stock/build/tessera-main-modules.json

step "Versions fixture: 5.5 cut by docusaurus docs:version in a throwaway site folder, then built (tests/build/versions.test.ts, tests/e2e/versions.spec.ts)"
bash tests/fixtures/versions/build.sh >/dev/null

step "Build output tests (routes, sitemap, brand rule, valid HTML, base URL, language, stock and versions fixtures)"
npx vitest run --config vitest.build.config.ts

step "Broken-link fixture must fail to build"
bash tests/fixtures/broken-link/check.sh

step "Hosted Ask AI fixture build (served by tests/e2e/askAiHosted.spec.ts)"
npx docusaurus build --config tests/fixtures/ask-hosted/docusaurus.config.ts --out-dir tests/fixtures/ask-hosted/build >/dev/null

step "Reader tools fixture, built twice as two deploys (served by tests/e2e/readerTools.spec.ts)"
for revision in A B; do
  READER_TOOLS_REVISION=$revision npx docusaurus build --config tests/fixtures/reader-tools/docusaurus.config.ts \
    --out-dir "tests/fixtures/reader-tools/build/$(echo "$revision" | tr AB ab)" >/dev/null
done

step "Hosted-search fixture build (made-up DocSearch credentials, served by tests/e2e/searchHosted.spec.ts; no request leaves the machine)"
npx docusaurus build --config tests/fixtures/search-hosted/docusaurus.config.ts --out-dir tests/fixtures/search-hosted/build >/dev/null

step "nginx for the deploy recipe test (tests/e2e/nginx.spec.ts skips without it)"
bash scripts/ensure-nginx.sh

step "End-to-end tests in Chromium (served with the build's CSP; the nginx recipe too)"
npx playwright test
