import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkTranslations, listTranslations} from '../site/translations';
import {ROOT, readModels} from '../pages';

const show = (file: string) => path.relative(ROOT, file);

describe('the site check of translated pages', () => {
  it('accepts the language fixture: three translations that keep their originals and heading ids', async () => {
    const fixture = path.join(ROOT, 'tests/fixtures/i18n');
    const translations = listTranslations(path.join(fixture, 'i18n'), path.join(fixture, 'docs'));
    expect(translations.map((translation) => `${translation.locale} ${show(translation.original)}`)).toEqual([
      'ar tests/fixtures/i18n/docs/dev-docs/harbour/index.mdx',
      'ar tests/fixtures/i18n/docs/dev-docs/intro.mdx',
      'ar tests/fixtures/i18n/docs/user-docs/intro.mdx',
    ]);
    expect(await checkTranslations(translations, readModels, show)).toEqual([]);
  });

  it('fails a translation of no page and one that loses a heading id of its original', async () => {
    const fixture = path.join(ROOT, 'checks/fixtures/translations');
    const translations = listTranslations(path.join(fixture, 'i18n'), path.join(fixture, 'docs'));
    const localized = 'checks/fixtures/translations/i18n/fr/docusaurus-plugin-content-docs/current';
    expect(await checkTranslations(translations, readModels, show)).toEqual([
      `${localized}/old-page.mdx: translates no page (checks/fixtures/translations/docs/old-page.mdx does not exist); the docs plugin ignores it`,
      `${localized}/guide.mdx: no heading has the id #setup of its original; give its translation that id: "## … {#setup}"`,
    ]);
  });

  it('finds no translation where there is no i18n folder (the shipped site is English only)', () => {
    expect(listTranslations(path.join(ROOT, 'no-such-i18n'), path.join(ROOT, 'docs'))).toEqual([]);
  });
});
