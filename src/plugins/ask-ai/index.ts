import type {LoadContext, Plugin} from '@docusaurus/types';
import {sectionsOfBuild, writeAskIndex} from './buildIndex';

/**
 * The local Ask AI provider's build step: after the site is rendered, reads every doc page's HTML and writes
 * the section index (build/ask-ai/sections.json) that the answer worker loads in the browser.
 */
export default function askAiPlugin(context: LoadContext): Plugin {
  return {
    name: 'tessera-ask-ai',
    async postBuild({outDir, routesPaths}) {
      const sections = sectionsOfBuild(outDir, routesPaths, context.baseUrl);
      const file = writeAskIndex(outDir, sections);
      const pages = new Set(sections.map((s) => s.url)).size;
      console.log(`[ask-ai] ${sections.length} sections of ${pages} pages written to ${file}`);
    },
  };
}
