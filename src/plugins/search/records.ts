import fs from 'node:fs';
import path from 'node:path';
import {pageCorpus} from '../../lib/search/corpus';
import {decode, type ContentShard, type HeadShard, type IndexManifest, type VersionedPage} from '../../lib/search/indexFormat';
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
  /** Each page's records and sections, with its docs version's search tag, by route. */
  pages: VersionedPage[];
  /** The search tags of the docs versions, in the docs plugin's order: the index has a set of shards for each. */
  versions: string[];
  /** The search tag of the latest docs version (the docs plugin's `isLast`); null on a site without docs. */
  latest: string | null;
}

/**
 * Records and sections of every indexable page, by route; `models[i]` is the model of `pages[i]`. `language` is the
 * locale being built: each locale's build writes its own index, and its records say which language they are in.
 */
export function corpusOf(pages: readonly SitePage[], models: readonly PageModel[], baseUrl: string, language: string): Corpus {
  const base = baseUrlPrefix(baseUrl);
  const order = pages
    .map((page, index) => ({page, model: models[index]!}))
    .sort((a, b) => (a.page.route < b.page.route ? -1 : a.page.route > b.page.route ? 1 : 0));
  return {
    ...versionsOf(pages),
    pages: order.map(({page, model}) => ({
      version: page.version ? page.docusaurusTag : null,
      ...pageCorpus(model, {base, docusaurusTag: page.docusaurusTag, language, versionPath: page.version?.path ?? ''}),
    })),
  };
}

/** The search tags of the pages' docs versions, each once in the order met, and the latest one's (`isLast`). */
export function versionsOf(pages: readonly Pick<SitePage, 'docusaurusTag' | 'version'>[]): {versions: string[]; latest: string | null} {
  const versions = [...new Set(pages.flatMap((page) => (page.version ? [page.docusaurusTag] : [])))];
  const latest = pages.find((page) => page.version?.isLast)?.docusaurusTag ?? null;
  return {versions, latest};
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
