/**
 * Rspack loader for `.docusaurus/registry.js` in `npm start` with lazy compilation (./index.ts). Docusaurus writes each
 * route module as `[() => import("X"), "X", require.resolveWeak("X")]`: the weak reference adds no chunk, but Rspack
 * still builds the module it names, so every page of the site would be compiled before the first answer and lazy
 * compilation would save nothing. The third item only feeds react-loadable's `preloadReady()`, which Docusaurus never
 * calls (it preloads routes with its own `preload`, through the `import()`), so it becomes `null`. The loader fails
 * when the registry has no such reference (a Docusaurus release that writes it otherwise: tests/unit/lazyCompilation.test.ts).
 */
const WEAK_REFERENCE = /require\.resolveWeak\("[^"]*"\)/g;

function withoutWeakReferences(source) {
  if (!source.includes('require.resolveWeak(')) {
    throw new Error('.docusaurus/registry.js: no require.resolveWeak("…") found; has @docusaurus/core changed how it writes the registry?');
  }
  return source.replace(WEAK_REFERENCE, 'null');
}

module.exports = function registryLoader(source) {
  return withoutWeakReferences(source);
};
module.exports.withoutWeakReferences = withoutWeakReferences;
