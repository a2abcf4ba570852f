/**
 * The requests a page states for its server code, written where the page shows no request of its own: the fence meta
 * `run="…"` of the block (writing guide, "Server code runs"). Each clause is a request and the answer the page states:
 *   run='PUT /api/reviews/t4b8n2m6q0w3e7r1y5u9i2op as ana {"data":{"rating":1}} -> 403; … as maya.hikes … -> 200'
 * `as` names who sends it (an end user of the example project, `full-access`, `read-only` or `public`; full access
 * when left out); the JSON after the request is its body, the one after `->` the response body, which may leave out
 * what a REST response shown may leave out (restCompare.ts).
 * A service's method is called the same way, with its arguments as JSON, and what it returns (or the status of the
 * error it throws):   run='averageFor("k9zjr0xq7v5n2m8p4w1ty6ce") -> 4.5; averageFor("unknowndocumentid0000000") -> 404'
 */
import type {Request} from './http';

export interface Scenario extends Request {
  status: number;
  /** What the response body must contain (every key given, with its value); null: the status alone. */
  expected: unknown;
  /** The clause as written, for messages. */
  text: string;
}

/** A call of a method of the block's service, with what it returns (`expected`) or the status of what it throws. */
export interface Call {
  method: string;
  args: unknown[];
  status: number | null;
  expected: unknown;
  text: string;
}

/** Splits on `;` outside JSON (braces, brackets and strings). */
function clauses(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"' && text[i - 1] !== '\\') quoted = !quoted;
    else if (!quoted && (char === '{' || char === '[')) depth++;
    else if (!quoted && (char === '}' || char === ']')) depth--;
    else if (!quoted && depth === 0 && char === ';') {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out.map((clause) => clause.trim()).filter(Boolean);
}

const CALL = /^([A-Za-z_$][\w$]*)\((.*)\)\s*->\s*(.+)$/s;
const CLAUSE = /^(GET|POST|PUT|PATCH|DELETE)\s+(\S+)(?:\s+as\s+(\S+))?\s*(\{.*\})?\s*->\s*(\d{3})\s*(\{.*\}|\[.*\])?$/s;

/** The scenarios of a `run` meta; a clause that does not parse is a problem of the page. */
export function parseScenarios(meta: string): {scenarios: Scenario[]; calls: Call[]; problems: string[]} {
  const scenarios: Scenario[] = [];
  const calls: Call[] = [];
  const problems: string[] = [];
  for (const text of clauses(meta)) {
    const call = CALL.exec(text);
    if (call) {
      try {
        const outcome = call[3]!.trim();
        const status = /^\d{3}$/.test(outcome) ? Number(outcome) : null;
        calls.push({
          method: call[1]!,
          args: JSON.parse(`[${call[2]}]`) as unknown[],
          status,
          expected: status === null ? JSON.parse(outcome) : null,
          text,
        });
      } catch (error) {
        problems.push(`run: "${text}": ${(error as Error).message}`);
      }
      continue;
    }
    const match = CLAUSE.exec(text);
    if (!match) {
      problems.push(
        `run: "${text}" is no request: write METHOD /api/path [as who] [{body}] -> status [{expected body}], or method(args) -> value`,
      );
      continue;
    }
    try {
      scenarios.push({
        method: match[1]!,
        url: match[2]!,
        as: match[3] ?? 'full-access',
        body: match[4] ? JSON.parse(match[4]) : undefined,
        status: Number(match[5]),
        expected: match[6] ? JSON.parse(match[6]) : null,
        text,
      });
    } catch (error) {
      problems.push(`run: "${text}": ${(error as Error).message}`);
    }
  }
  return {scenarios, calls, problems};
}
