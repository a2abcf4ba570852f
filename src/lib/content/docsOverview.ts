import {areaOfPath, type Area} from './docAreas';

/** What the /status and /home/Home pages show, computed at build time from the docs plugin's content. */
export interface OverviewDoc {
  title: string;
  description: string;
  permalink: string;
  words: number;
}

export interface AreaStats {
  area: Area;
  pages: number;
  words: number;
}

export interface DocsOverview {
  siteVersion: string;
  docsVersionLabel: string;
  buildDate: string;
  pages: number;
  words: number;
  tagsInUse: number;
  areas: AreaStats[];
  docs: OverviewDoc[];
}

export function summarizeAreas(docs: readonly OverviewDoc[]): AreaStats[] {
  const byArea = new Map<Area, AreaStats>();
  for (const doc of docs) {
    const area = areaOfPath(doc.permalink);
    const stats = byArea.get(area) ?? {area, pages: 0, words: 0};
    stats.pages += 1;
    stats.words += doc.words;
    byArea.set(area, stats);
  }
  return [...byArea.values()].sort((a, b) => b.pages - a.pages);
}
