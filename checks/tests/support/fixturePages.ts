import path from 'node:path';
import type {PageModel} from '../../../src/lib/pageModel/types';
import {pageModels, pagesOfFiles} from '../../../src/lib/pageModel/site';

/** The repository root, as the checks take it (file names in their messages are relative to it). */
export const ROOT = path.resolve(__dirname, '../../..');
/** The fixture pages of the example checks. */
export const FIXTURES = path.join(ROOT, 'checks/fixtures/examples');

/** The page model of one fixture page of checks/fixtures/examples (`name` without `.mdx`), read as the site reads pages. */
export async function fixtureModels(name: string): Promise<PageModel[]> {
  return pageModels(pagesOfFiles([path.join(FIXTURES, `${name}.mdx`)], FIXTURES), {siteDir: ROOT, siteRoot: 'https://docs.example'});
}
