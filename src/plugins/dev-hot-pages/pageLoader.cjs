/**
 * Rspack loader for a page's MDX in `npm start` (./index.ts), between Docusaurus's MDX loader and its script loader: the
 * page's component becomes the one ./hotPage.ts keeps across hot updates, so that a saved page updates itself instead of
 * re-running the app. Fails when the MDX loader's output has no `export default function MDXContent` (an MDX release
 * that writes it otherwise: tests/unit/devHotPages.test.ts).
 */
const DEFAULT_EXPORT = /^export default function MDXContent\(/m;

/** `runtime`: the path of ./hotPage.ts (the loader's option). */
function withHotPage(source, runtime) {
  if (!DEFAULT_EXPORT.test(source)) {
    throw new Error('MDX output: no "export default function MDXContent(" found; has @mdx-js/mdx changed what it writes?');
  }
  // `typeof` of a name never declared is "undefined": a page without a TOC or title still compiles.
  const exportsOf = ['frontMatter', 'contentTitle', 'toc'].map((name) => `${name}: typeof ${name} === 'undefined' ? undefined : ${name}`);
  return `import {hotPage as __hotPage} from ${JSON.stringify(runtime)};
${source.replace(DEFAULT_EXPORT, 'function MDXContent(')}
export default __hotPage(MDXContent, import.meta.webpackHot, {${exportsOf.join(', ')}});
`;
}

module.exports = function pageLoader(source) {
  return withHotPage(source, this.getOptions().runtime);
};
module.exports.withHotPage = withHotPage;
