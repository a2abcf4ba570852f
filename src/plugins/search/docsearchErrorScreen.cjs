/**
 * Rspack loader for @docsearch/react 3.9.0 (pinned): shows the error screen when the backend cannot answer.
 * Stock DocSearch sets the status to "error" when every host is unreachable, but autocomplete-core's `finally`
 * then sets it back to "idle", so the no-results screen shows instead. This keeps "error" until the next search
 * (which sets "loading", then "idle" on success). DocSearch also rethrows that error and nothing catches it, so
 * every keystroke against a failing backend logged an uncaught promise rejection (the dev server's red overlay):
 * the same chain now ends by catching that one error ("RetryError", already shown as the error screen); any other
 * error stays uncaught. The build fails if the pinned code is not found, and tests/unit/vendorPatches.test.ts fails when
 * it no longer matches the installed @docsearch/react (src/framework/README.md, "Pinned dependencies").
 */
const STOCK = '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))';
const FIXED =
  '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))' +
  '.catch((function(e){if(!e||"RetryError"!==e.name)throw e}))';

function fixDocSearchErrorScreen(source) {
  if (!source.includes(STOCK)) {
    throw new Error('@docsearch/react: the code this loader fixes was not found; is @docsearch/react still pinned at 3.9.0?');
  }
  return source.replace(STOCK, FIXED);
}

module.exports = function docsearchErrorScreenLoader(source) {
  return fixDocSearchErrorScreen(source);
};
module.exports.fixDocSearchErrorScreen = fixDocSearchErrorScreen;
module.exports.STOCK = STOCK;
module.exports.FIXED = FIXED;
