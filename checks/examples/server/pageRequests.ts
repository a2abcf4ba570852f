/**
 * The requests a page already shows next to its server code: the REST examples (an `<ApiCall>`, a request block with
 * its response) whose response the REST check cannot compute from Trailhead's data because the page's own code
 * answers them (a response marked `not-computed`, or a route whose action the page's controller rewrites). Here the
 * page's project answers them, and the response shown must be that answer, shortened only as restCompare.ts allows.
 * Who sends a request is read from its block: `$JWT_ANA` is ana, the `$JWT` placeholder the example end user
 * maya.hikes, the API token variable a full-access token; a request without a credential goes as the Public role.
 */
import fs from 'node:fs';
import path from 'node:path';
import {PLACEHOLDERS} from '../../../src/model/trailhead/placeholders';
import {CREDENTIALS} from '../../../src/model/trailhead/permissions';
import type {BlockProblem, ExampleBlock} from '../check';
import {differences as shortenedDifferences} from '../restCompare';
import {hasHole} from '../restMessages';
import {findRoute} from '../../../src/lib/rest/routes';
import type {RestExample, RestResponse} from '../rest';
import {documents} from '../../../src/model/trailhead';
import {send} from './http';
import type {Project} from './project';

/** Who sends the request written from `line` of `file` on: the credential its Authorization header names. */
export function senderOf(lines: readonly string[], line: number): string {
  const text = lines.slice(line - 1, line + 12).join('\n');
  const jwt = /\$\{?JWT_([A-Z]+)\b/.exec(text);
  if (jwt) {
    const name = jwt[1]!.toLowerCase();
    const user = Object.values(CREDENTIALS).find((credential) => credential.kind === 'jwt' && credential.name.split('.')[0] === name);
    if (user) return user.name;
  }
  if (text.includes(`${PLACEHOLDERS.jwtVariable.value}`)) return PLACEHOLDERS.endUser.value.split(' ')[0]!;
  if (text.includes(PLACEHOLDERS.apiTokenVariable.value)) return 'full-access';
  return 'public';
}

/**
 * Why a response cannot be computed from the data: a POST whose response is a document the model already holds shows
 * how that document was created, and the runtime starts after it (the same request now meets that document).
 */
export function uncomputable(method: string, response: RestResponse): string | null {
  const data = response.value && typeof response.value === 'object' ? (response.value as {data?: {documentId?: unknown}}).data : undefined;
  if (method.toUpperCase() !== 'POST' || typeof data?.documentId !== 'string') return null;
  const id = data.documentId;
  return documents.some((document) => document.documentId === id)
    ? `shows the creation of ${id}, a document the example project already holds (the runtime starts after it)`
    : null;
}

/** The examples of a page that its own code answers, each with the response to hold to that answer. */
export function answeredByPage(examples: readonly RestExample[], file: string): {example: RestExample; response: RestResponse}[] {
  return examples
    .filter((example) => example.file === file && !example.noCheck && !example.expectError)
    .flatMap((example) => example.responses.map((response) => ({example, response})))
    .filter(({example, response}) => {
      const request = example.declared ?? (example.requests.length === 1 ? example.requests[0]! : null);
      if (!request || hasHole(request.path) || request.query === null) return false;
      const route = findRoute(request.method.toUpperCase(), request.path);
      const custom = route.kind === 'content' && example.customActions.includes(`${route.schema.uid}.${route.template.action}`);
      return response.notComputed !== null || custom;
    });
}

/** Runs each example through the page's project; the problems go on the server block the page's project starts from. */
export async function checkPageRequests(
  project: Project,
  pairs: readonly {example: RestExample; response: RestResponse}[],
  root: string,
  owner: ExampleBlock,
): Promise<BlockProblem[]> {
  const problems: BlockProblem[] = [];
  for (const {example, response} of pairs) {
    const request = example.declared ?? example.requests[0]!;
    const source = example.requests[0] ?? request;
    const lines = fs.readFileSync(path.join(root, source.file), 'utf8').split('\n');
    const as = senderOf(lines, source.line);
    const body = request.body ?? example.requests.find((candidate) => candidate.body !== undefined)?.body;
    const url = `${request.path}${request.query ? `?${request.query}` : ''}`;
    const answer = await send(project, {method: request.method, url, as, body});
    const shownError =
      response.value && typeof response.value === 'object' ? (response.value as {error?: {status?: unknown}}).error?.status : undefined;
    const status = response.status ?? (typeof shownError === 'number' ? shownError : null);
    const wrong = status !== null && status !== answer.status ? [`status ${status}, not ${answer.status}`] : [];
    if (response.value !== undefined) wrong.push(...shortenedDifferences(response.value, answer.body));
    if (wrong.length > 0)
      problems.push({
        block: {...owner, file: response.file, line: response.line, index: owner.index},
        line: response.line,
        message: `${request.method} ${url} as ${as}, answered by the page's code: ${wrong.join('; ')}`,
      });
  }
  return problems;
}
