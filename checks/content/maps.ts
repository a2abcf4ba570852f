/** The interface maps a page uses exist, and the markers its prose names are on them. */
import {interfaceMaps} from '../../src/model/interfaceMaps';

/** The map ids a page uses (`<InterfaceMap id="..."`), outside code. */
export function interfaceMapIdsOf(body: string): string[] {
  const text = body.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/<InterfaceMap\s[^>]*?\bid=["']([^"']+)["']/g)].map((m) => m[1]!);
}

/**
 * Content check: every map a page uses exists, and on a page with maps every `<ScreenshotNumber n={N} />` in the
 * prose is a marker of one of them (so marker N in the text always points at something on the map).
 */
export function interfaceMapProblems(body: string): string[] {
  const ids = interfaceMapIdsOf(body);
  if (ids.length === 0) return [];
  const problems: string[] = [];
  const numbers = new Set<number>();
  for (const id of ids) {
    const map = interfaceMaps[id];
    if (!map) problems.push(`<InterfaceMap id="${id}">: no such map in src/model/interfaceMaps/`);
    else for (const marker of map.markers) numbers.add(marker.n);
  }
  const text = body.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/`[^`\n]*`/g, '');
  for (const match of text.matchAll(/<ScreenshotNumber\s+n=\{(\d+)\}/g)) {
    const n = Number(match[1]);
    if (!numbers.has(n)) problems.push(`<ScreenshotNumber n={${n}} /> has no marker ${n} on this page's interface map`);
  }
  return [...new Set(problems)];
}
