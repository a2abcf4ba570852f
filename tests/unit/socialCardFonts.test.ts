import {describe, expect, it} from 'vitest';
import {loadFonts} from '../../src/plugins/social-cards/render';

/** Inter has no Arabic glyphs: without a font for the script, satori draws a "NO GLYPH" box per letter. */
describe('the fonts of the social cards', () => {
  const families = (texts: string[]) => [...new Set((loadFonts(texts) ?? []).map((font) => font.name))];

  it('are Inter alone for a site written in Latin script, so its cached cards keep their keys', () => {
    expect(families(['Fixture developer docs', 'Dev Docs'])).toEqual(['Inter']);
  });

  it('add an Arabic font when a card is written in Arabic', () => {
    expect(families(['وثائق المطورين التجريبية', 'Dev Docs'])).toEqual(['Inter', 'Noto Sans Arabic']);
  });
});
