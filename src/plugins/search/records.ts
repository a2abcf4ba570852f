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
}

/**
 * Records and sections of every indexable page, by route; `models[i]` is the model of `pages[i]`. `language` is the
 * locale being built: each locale's build writes its own index, and its records say which language they are in.
 */
export function corpusOf(pages: readonly SitePage[], models: readonly PageModel[], baseUrl: string, language: string): Corpus {
  const base = baseUrlPrefix(baseUrl);
  const corpus: Corpus = {records: [], sections: []};
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

/** The search records of a build, decoded from the local index it wrote (`build/search-index/`). */
export function recordsOfBuild(buildDir: string): SearchRecord[] {
  const dir = path.join(buildDir, LOCAL_INDEX_DIR);
  const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as T;
  const manifest = read<IndexManifest>(LOCAL_INDEX_MANIFEST);
  return decode(
    read<HeadShard>(manifest.head),
    Object.values(manifest.content).map((file) => read<ContentShard>(file)),
  );
}
