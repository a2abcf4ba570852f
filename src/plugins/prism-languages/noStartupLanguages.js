// Stands in for @docusaurus/theme-classic/lib/prism-include-languages.js (see ./index.ts): pages import their languages.
export {};
