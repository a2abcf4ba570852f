/** The `@site/` alias of Docusaurus, for dependency-cruiser (.dependency-cruiser.cjs) to resolve imports as the build does. */
module.exports = {resolve: {alias: {'@site': __dirname}, extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json']}};
