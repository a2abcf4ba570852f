import fs from 'node:fs';
import path from 'node:path';
import {parseMdx} from '../src/lib/markdownTwin/convert';
import {
  brokenLinks,
  checkPage,
  codemodSnippetProblems,
  componentProblems,
  cliCommandProblems,
  documentIdProblems,
  eventNameProblems,
  handWrittenImporters,
  installerFlagProblems,
  middlewareProblems,
  paginationProblems,
  relativeLinks,
  uiLabelProblems,
  releaseHeadingProblems,
  releaseProblems,
  snippetImporters,
  unknownComponents,
  type KnownDocument,
  type LineProblem,
  type PageReport,
} from '../src/lib/contentCheck';
import {releases} from '../src/data/releases';
import {NAME_FIELD, componentUids, contentTypes, documents, placeholderDocumentIds} from '../src/model/trailhead';
import {auditLogActions, webhookEvents} from '../src/data/events';
import {cliCommands, installerFlags} from '../src/data/cli';
import {defaultMiddlewares, optionalMiddlewares} from '../src/data/middlewares';
import {ROOT, listPages, readPage, readTags, requiredRoutes} from './contentFiles';
import {interfaceMapProblems} from '../src/lib/interfaceMaps';
import {diagramProblems} from '../src/lib/diagrams';

export function readRoutes(): Set<string> {
  return new Set(requiredRoutes());
}

/** Parses the MDX as the site does (the page model's parser) to catch syntax errors without a build. */
async function mdxProblem(body: string): Promise<string | null> {
  try {
    await parseMdx(body);
    return null;
  } catch (error) {
    return `MDX does not compile: ${error instanceof Error ? error.message : String(error)}`;
  }
}

const DOCUMENTS_FILE = 'src/model/trailhead/documents.ts';

/** The documents of the Trailhead model as the documentId check sees them, each with the line that defines it. */
function knownDocuments(): KnownDocument[] {
  const lines = fs.readFileSync(path.join(ROOT, DOCUMENTS_FILE), 'utf8').split('\n');
  return documents.map((doc) => {
    const type = contentTypes[doc.uid];
    const nameField = NAME_FIELD[doc.uid];
    // A documentId written once as a named constant: point to the document that uses the constant.
    let line = lines.findIndex((text) => text.includes(`'${doc.documentId}'`));
    const constant = /^const (\w+) = '/.exec(lines[line] ?? '');
    if (constant) line = lines.findIndex((text) => new RegExp(`\\(\\s*(?:'[^']*',\\s*)?${constant[1]},`).test(text));
    line += 1;
    return {
      documentId: doc.documentId,
      uid: doc.uid,
      pluralName: type.info.pluralName,
      singularName: type.info.singularName,
      nameField,
      attributes: Object.keys(type.attributes),
      versions: doc.versions.map((version) => ({
        locale: version.locale,
        id: version.id,
        draftId: version.draftId,
        previousIds: version.previousIds,
        createdAt: version.createdAt,
        published: version.publishedAt !== null,
        name: String((version.fields as Record<string, unknown>)[nameField] ?? ''),
      })),
      source: `${DOCUMENTS_FILE}:${line}`,
    };
  });
}

const knownDocumentList = knownDocuments();
const knownEvents = new Set([...webhookEvents.map((event) => event.name), ...auditLogActions]);
const knownFlags = new Set(installerFlags.map((flag) => flag.flag));
const knownCommands = new Set(cliCommands);
const defaultNames = defaultMiddlewares.map((m) => m.name);
const optionalNames = optionalMiddlewares.map((m) => m.name);

/** The feature flags documented on the features page (future.unstable...). */
export function documentedFlags(): Set<string> {
  const text = fs.readFileSync(path.join(ROOT, 'docs/dev-docs/configurations/features.mdx'), 'utf8');
  return new Set([...text.matchAll(/`(future\.\w+)`/g)].map((m) => m[1]!));
}

/** The checks of the facts that src/data/ holds, as "line N: message" (line of the file, front matter included). */
function factProblems(page: {path: string; body: string}, bodyLine: number): string[] {
  const problems: LineProblem[] = [
    ...documentIdProblems(page.body, knownDocumentList, placeholderDocumentIds),
    ...paginationProblems(page.body),
    ...eventNameProblems(page.body, knownEvents),
    ...installerFlagProblems(page.body, knownFlags),
    ...cliCommandProblems(page.body, knownCommands),
    ...middlewareProblems(page.body, defaultNames, optionalNames),
    ...handWrittenImporters(page.body),
    ...uiLabelProblems(page.body),
    ...componentProblems(page.body, new Set(componentUids)),
    ...codemodSnippetProblems(page.body),
    ...diagramProblems(page.body),
  ];
  const messages = problems.map((p) => `line ${p.line + bodyLine - 1}: ${p.message}`);
  if (page.path === 'release-notes.mdx') {
    messages.push(
      ...releaseHeadingProblems(
        page.body,
        releases.map((r) => r.version),
      ),
    );
    messages.push(...releaseProblems(releases, readRoutes(), documentedFlags()).map((m) => `src/data/releases.ts: ${m}`));
  }
  return messages;
}

/** Every content check on every page under docs/ (or under the given absolute folders/files). */
export async function checkAllPages(filters: string[] = []): Promise<PageReport[]> {
  const tags = new Set(readTags().keys());
  const routes = readRoutes();
  const all = listPages();
  const importers = snippetImporters(all.map((file) => readPage(file)));
  const files = all.filter((file) => filters.length === 0 || filters.some((f) => file.startsWith(f)));
  return Promise.all(
    files.map(async (file) => {
      const page = readPage(file);
      const raw = fs.readFileSync(file, 'utf8');
      const bodyLine = raw.slice(0, raw.length - page.body.length).split('\n').length;
      const report = checkPage(page, tags);
      const mdx = await mdxProblem(page.body);
      if (mdx) report.problems.push(mdx);
      for (const name of unknownComponents(page.body)) report.problems.push(`unknown component <${name}> (not global, not imported)`);
      for (const link of brokenLinks(page.body, routes)) report.problems.push(`link to a route the site does not have: ${link}`);
      report.problems.push(...interfaceMapProblems(page.body));
      for (const link of relativeLinks(page.body))
        report.problems.push(`relative link ${link}: use a root-relative route such as /dev-docs/cli`);
      report.problems.push(...factProblems(page, bodyLine));
      if (importers.get(page.path)?.length === 0)
        report.problems.push('snippet imported by no page: import it where it belongs or delete it');
      return report;
    }),
  );
}
