/**
 * Splits the small inline Markdown used in src/model/ texts (code spans, [links](/route) and **bold labels**) into segments
 * that a component renders, so that data files stay plain strings.
 */
export type InlineSegment =
  {type: 'text'; text: string} | {type: 'code'; text: string} | {type: 'strong'; text: string} | {type: 'link'; text: string; href: string};

export function parseInline(source: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  const pattern = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;
  let last = 0;
  for (const match of source.matchAll(pattern)) {
    if (match.index > last) segments.push({type: 'text', text: source.slice(last, match.index)});
    if (match[1] !== undefined) segments.push({type: 'code', text: match[1]});
    else if (match[4] !== undefined) segments.push({type: 'strong', text: match[4]});
    else segments.push({type: 'link', text: match[2]!, href: match[3]!});
    last = match.index + match[0].length;
  }
  if (last < source.length) segments.push({type: 'text', text: source.slice(last)});
  return segments;
}

/** Formats a 'YYYY-MM-DD' date as "17 December 2024" (UTC, English), the form the pages use. */
export function formatReleaseDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}
