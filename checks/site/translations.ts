/**
 * Translated pages (`i18n/<locale>/docusaurus-plugin-content-docs/current/`, where `docusaurus write-translations`
 * and translators put them): the docs plugin routes a translation in place of the page at the same path under docs/,
 * and silently ignores one that matches no page. What the `site` check holds a translation to:
 * - it translates a page that exists (a renamed or removed original leaves it unread);
 * - it keeps every heading id of its original, so that the links to a section (`/page#id`, from other pages, search
 *   results and Ask AI's sources) lead to the same section in every language: write `## Titre {#id}`.
 * The other checks read the originals only: the ledger reviews them, and content and examples hold their facts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {RootContent} from 'mdast';
import {getDocsDirPathLocalized} from '@docusaurus/plugin-content-docs/lib/versions/files.js';
import {CURRENT_VERSION_NAME} from '@docusaurus/plugin-content-docs/lib/constants.js';
import {DEFAULT_PLUGIN_ID} from '@docusaurus/utils';
import type {PageModel} from '../../src/lib/pageModel/types';
import {listPages} from '../pages';

export interface Translation {
  locale: string;
  /** The translated file. */
  file: string;
  /** The page under docs/ it translates (it may not exist). */
  original: string;
  /** The locale's folder of translated docs (the routes of its pages start there). */
  dir: string;
  /** The docs folder. */
  docsDir: string;
}

/** Every translated page of every locale folder under `i18nDir`, found where the docs plugin looks for them. */
export function listTranslations(i18nDir: string, docsDir: string): Translation[] {
  if (!fs.existsSync(i18nDir)) return [];
  return fs
    .readdirSync(i18nDir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .flatMap(({name: locale}) => {
      const dir = getDocsDirPathLocalized({
        localizationDir: path.join(i18nDir, locale),
        pluginId: DEFAULT_PLUGIN_ID,
        versionName: CURRENT_VERSION_NAME,
      });
      if (!fs.existsSync(dir)) return [];
      return listPages(dir).map((file) => ({locale, file, original: path.join(docsDir, path.relative(dir, file)), dir, docsDir}));
    });
}

function headingIds(nodes: readonly RootContent[], into: string[] = []): string[] {
  for (const node of nodes) {
    const id = (node.data as {id?: string} | undefined)?.id;
    if (node.type === 'heading' && id) into.push(id);
    if ('children' in node) headingIds(node.children as RootContent[], into);
  }
  return into;
}

/**
 * The problems of the given translations; `readModels` reads pages as the build does (checks/pages.ts). `show` names a
 * file in the messages (relative to the project).
 */
export async function checkTranslations(
  translations: readonly Translation[],
  readModels: (files: readonly string[], docsDir: string) => Promise<PageModel[]>,
  show: (file: string) => string,
): Promise<string[]> {
  const problems: string[] = [];
  const matched = translations.filter((translation) => {
    if (fs.existsSync(translation.original)) return true;
    problems.push(
      `${show(translation.file)}: translates no page (${show(translation.original)} does not exist); the docs plugin ignores it`,
    );
    return false;
  });
  for (const translation of matched) {
    const [[original], [translated]] = await Promise.all([
      readModels([translation.original], translation.docsDir),
      readModels([translation.file], translation.dir),
    ]);
    const kept = new Set(headingIds(translated!.body));
    for (const id of headingIds(original!.body)) {
      if (!kept.has(id))
        problems.push(
          `${show(translation.file)}: no heading has the id #${id} of its original; give its translation that id: "## … {#${id}}"`,
        );
    }
  }
  return problems;
}
