/**
 * The editors' ledger (docs/_ledger/*.yml): every page has one entry, and a reviewed page scores 8 or more after its
 * fixes. Pure: the caller reads the files; the entry fields and the kinds are documented in docs/_ledger/README.md.
 */
import {load as loadYaml} from 'js-yaml';

export const DEFECT_KINDS = [
  'failing-instruction',
  'missing-step',
  'wrong-fact',
  'contradiction',
  'restated-rule',
  'placeholder',
  'unmarked-excerpt',
  'label',
  'missing-info',
  'broken-code',
  'style',
] as const;

/** The lowest score a reviewed page may have once its editor's fixes are in. */
export const DONE_SCORE = 8;

export interface LedgerEntry {
  page: string;
  status: 'due' | 'reviewed';
  reviewed?: string;
  editor?: string;
  before?: number;
  after?: number;
  defects?: Record<string, number>;
  note?: string;
}

export interface LedgerReport {
  entries: LedgerEntry[];
  problems: string[];
}

function entryProblems(file: string, entry: LedgerEntry): string[] {
  const where = `${file}: ${entry.page ?? '(entry without page)'}`;
  if (entry.status === 'due') return [];
  if (entry.status !== 'reviewed') return [`${where}: status is "${String(entry.status)}", not due or reviewed`];
  const problems: string[] = [];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(String(entry.reviewed ?? ''))) problems.push(`${where}: reviewed needs the date (YYYY-MM-DD)`);
  if (!entry.editor) problems.push(`${where}: editor is missing`);
  for (const key of ['before', 'after'] as const) {
    const score = entry[key];
    if (typeof score !== 'number' || !Number.isInteger(score) || score < 1 || score > 10)
      problems.push(`${where}: ${key} must be a score from 1 to 10`);
  }
  if (typeof entry.after === 'number' && entry.after < DONE_SCORE)
    problems.push(`${where}: scores ${entry.after} after review (a reviewed page needs ${DONE_SCORE} or more)`);
  for (const [kind, count] of Object.entries(entry.defects ?? {})) {
    if (!(DEFECT_KINDS as readonly string[]).includes(kind))
      problems.push(`${where}: "${kind}" is not a kind of defect (${DEFECT_KINDS.join(', ')})`);
    if (!Number.isInteger(count) || count < 0) problems.push(`${where}: defects.${kind} must be a count`);
  }
  return problems;
}

/** Reads the ledger files (name and text) against the pages that exist (paths under docs/). */
export function checkLedger(files: readonly {name: string; text: string}[], pages: readonly string[]): LedgerReport {
  const entries: LedgerEntry[] = [];
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const {name, text} of files) {
    const parsed = loadYaml(text) as LedgerEntry[] | null;
    if (!Array.isArray(parsed)) {
      problems.push(`${name}: a ledger file is a list of entries`);
      continue;
    }
    for (const entry of parsed) {
      entries.push(entry);
      const earlier = seen.get(entry.page);
      if (earlier) problems.push(`${name}: ${entry.page} has a second entry (the first is in ${earlier})`);
      seen.set(entry.page, name);
      problems.push(...entryProblems(name, entry));
    }
  }
  const existing = new Set(pages);
  for (const page of pages)
    if (!seen.has(page)) problems.push(`${page} has no entry in docs/_ledger/: add it (status: due) to its area's file`);
  for (const [page, name] of seen) if (!existing.has(page)) problems.push(`${name}: ${page} is not a page under docs/`);
  return {entries, problems};
}

/** Scores and counts for the report line: pages reviewed, due, and the distribution of scores after review. */
export function ledgerSummary(entries: readonly LedgerEntry[]): string {
  const reviewed = entries.filter((entry) => entry.status === 'reviewed');
  const scores = new Map<number, number>();
  for (const entry of reviewed) if (entry.after) scores.set(entry.after, (scores.get(entry.after) ?? 0) + 1);
  const distribution = [...scores].sort((a, b) => b[0] - a[0]).map(([score, count]) => `${score}: ${count}`);
  return `ledger: ${entries.length} pages, ${reviewed.length} reviewed, ${entries.length - reviewed.length} due${distribution.length > 0 ? ` (after review ${distribution.join(', ')})` : ''}`;
}
