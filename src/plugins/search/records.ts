import fs from 'node:fs';
import path from 'node:path';
import {pageCorpus, type Section} from '../../lib/search/corpus';
import {decode, type ContentShard, type HeadShard, type IndexManifest} from '../../lib/search/indexFormat';
import type {SearchRecord} from '../../lib/search/types';
import type {PageModel} from '../../lib/pageModel/types';
import {baseUrlPrefix} from '../../lib/content/baseUrl';
import type {SitePage} from '../../lib/pageModel/site';
import {LOCAL_INDEX_DIR, LOCAL_INDEX_MANIFEST} from './constants';

/**
 * The corpus of the site (search records and Ask AI sections), from the page models: the same for the build's
 * index, the dev server's index and `npm run search:push`.
 */
export interface Corpus {
  records: SearchRecord[];
  sections: Section[];
  /** The search tags of the docs versions, the latest first: the index has a set of shards for each. */
  versions: string[];
}

/**
 * Records and sections of every indexable page, by route; `models[i]` is the model of `pages[i]`. `language` is the
 * locale being built: each locale's build writes its own index, and its records say which language they are in.
 */
export function corpusOf(pages: readonly SitePage[], models: readonly PageModel[], baseUrl: string, language: string): Corpus {
  const base = baseUrlPrefix(baseUrl);
  const corpus: Corpus = {records: [], sections: [], versions: versionTags(pages)};
  const order = pages
    .map((page, index) => ({page, model: models[index]!}))
    .sort((a, b) => (a.page.route < b.page.route ? -1 : a.page.route > b.page.route ? 1 : 0));
  for (const {page, model} of order) {
    const {records, sections} = pageCorpus(model, {
      base,
      docusaurusTag: page.docusaurusTag,
      language,
      versionPath: page.version?.path ?? '',
    });
    corpus.records.push(...records);
    corpus.sections.push(...sections);
  }
  return corpus;
}

/** The search tags of the pages' docs versions, each once, the latest first. */
function versionTags(pages: readonly SitePage[]): string[] {
  const tags = new Map<string, boolean>();
  for (const page of pages) if (page.version) tags.set(page.docusaurusTag, page.version.isLast);
  return [...tags].sort(([, a], [, b]) => Number(b) - Number(a)).map(([tag]) => tag);
}

/** The manifest of a build's local index (`build/search-index/manifest.json`), and a reader of its files. */
export function indexOfBuild(buildDir: string): {manifest: IndexManifest; read: <T>(file: string) => T} {
  const dir = path.join(buildDir, LOCAL_INDEX_DIR);
  const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as T;
  return {manifest: read<IndexManifest>(LOCAL_INDEX_MANIFEST), read};
}

/** The records of one set of a build's index (the latest version's by default), as the worker decodes them. */
export function recordsOfSet(buildDir: string, tag?: string): SearchRecord[] {
  const {manifest, read} = indexOfBuild(buildDir);
  const set = manifest.sets[tag ?? manifest.latest];
  if (!set) throw new Error(`${buildDir}: the search index has no set ${tag}`);
  return decode(
    read<HeadShard>(set.head),
    Object.values(set.content).map((file) => read<ContentShard>(file)),
  );
}

/**
 * The search records of a build, decoded from the local index it wrote (`build/search-index/`): every version's set,
 * each record once (the pages outside the docs are in every set).
 */
export function recordsOfBuild(buildDir: string): SearchRecord[] {
  const {manifest} = indexOfBuild(buildDir);
  const seen = new Set<string>();
  return Object.keys(manifest.sets)
    .flatMap((tag) => recordsOfSet(buildDir, tag))
    .filter((record) => !seen.has(record.objectID) && Boolean(seen.add(record.objectID)));
}
