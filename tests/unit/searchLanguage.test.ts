import {describe, expect, it} from 'vitest';
import {pageCorpus} from '../../src/lib/search/corpus';
import {LocalSearchEngine} from '../../src/lib/search/engine';
import {contextualFacetFilters} from '../../src/lib/search/facets';
import {modelOfMarkdown} from './support/pages';

/**
 * A translated site: each locale's build indexes its own pages, and the search modal and /search filter on the
 * language of the page being read (`language:<locale>`). Records that said "en" in an Arabic build would all be
 * filtered out there.
 */
const ARABIC_PAGE = `---
title: وثائق المطورين
---

## حارس المنارة {#lighthouse-keeper}

يشعل حارس المنارة مصباح الكوارتز عند الغروب.
`;

async function arabicRecords() {
  const model = await modelOfMarkdown(ARABIC_PAGE, {route: '/dev-docs/intro'});
  return pageCorpus(model, {base: '/ar', docusaurusTag: 'docs-default-current', language: 'ar'}).records;
}

describe('search records of a second locale', () => {
  it('carry the language of the build they were read in', async () => {
    const records = await arabicRecords();
    expect(records.length).toBeGreaterThan(1);
    expect(new Set(records.map((record) => record.language))).toEqual(new Set(['ar']));
    expect(records[0]!.url).toBe('/ar/dev-docs/intro');
  });

  it('are found in Arabic under the Arabic filter, and not under the English one', async () => {
    const engine = new LocalSearchEngine(await arabicRecords());
    const inArabic = engine.search({query: 'المنارة', facetFilters: contextualFacetFilters('ar', ['docs-default-current', 'default'])});
    expect(inArabic.hits.map((hit) => hit.url)).toContain('/ar/dev-docs/intro#lighthouse-keeper');
    const inEnglish = engine.search({query: 'المنارة', facetFilters: contextualFacetFilters('en', ['docs-default-current', 'default'])});
    expect(inEnglish.nbHits).toBe(0);
  });
});
