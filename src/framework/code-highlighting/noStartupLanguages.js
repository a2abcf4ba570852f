// Stands in for @docusaurus/theme-classic/lib/prism-include-languages.js (see ./index.ts): Prism loads only where code is highlighted.
export {};
