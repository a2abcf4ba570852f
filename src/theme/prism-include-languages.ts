// Replaces the theme's start-up step, which put every extra Prism language in each page's `main` script: the
// languages of themeConfig.prism.additionalLanguages are registered by the code block instead (./CodeBlock).
export default function prismIncludeLanguages(): void {}
