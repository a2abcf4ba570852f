import {CONFIG_FILES, optionsOf} from '../../src/model/config';
import fs from 'node:fs';
import path from 'node:path';
import {
  brokenLinks,
  checkPage,
  PLACEHOLDER_PATTERNS,
  codemodSnippetProblems,
  releaseHeadingProblems,
  snippetImporters,
  type PageInput,
  type PageReport,
} from './page';
import {
  componentProblems,
  cliCommandProblems,
  documentIdProblems,
  eventNameProblems,
  handWrittenImporters,
  installerFlagProblems,
  middlewareProblems,
  placeholderProblems,
  paginationProblems,
  menuPathFormProblems,
  staleVersionProblems,
  releaseProblems,
  type KnownDocument,
  type LineProblem,
} from './facts';
import {areaOfPath} from '../../src/lib/content/docAreas';
import {releases} from '../../src/model/releases';
import {NAME_FIELD, componentUids, contentTypes, documents, placeholderDocumentIds} from '../../src/model/trailhead';
import {auditLogActions, webhookEvents} from '../../src/model/events';
import {cliCommands, installerFlags} from '../../src/model/cli';
import {defaultMiddlewares, optionalMiddlewares} from '../../src/model/middlewares';
import {DOCS_DIR, ROOT, docsPath, listPages, readModelsSettled, readSource, readTags, requiredRoutes} from '../pages';
import {interfaceMapProblems} from '../../src/lib/content/interfaceMaps';
import {diagramProblems} from '../../src/lib/build/diagrams';
import {literalFigureProblems} from './modelFigures';
import {cloudFeatureProblems} from './cloudFeatures';
import {CLOUD} from '../../src/model/cloud';
import {pagesOfFiles} from '../../src/lib/pageModel/site';
import {PLACEHOLDERS} from '../../src/model/trailhead/placeholders';
import {placeholderVariantProblems} from './placeholders';

/**
 * The routes a link may reach: every page under docs/ (from the page inventory, so a new page needs no list) and the
 * routes the specification requires (tests/routes.txt), which also names what plugins write (tags, search, print).
 */
export function readRoutes(): Set<string> {
  const docRoutes = pagesOfFiles(listPages(), DOCS_DIR).map((page) => page.route);
  return new Set([...requiredRoutes(), ...docRoutes]);
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

/** The feature flags of config/features, from the configuration model (the features page renders them). */
export function documentedFlags(): Set<string> {
  return new Set(optionsOf(CONFIG_FILES.features).map((option) => option.key));
}

/** The checks of the facts that src/model/ holds, as "line N: message" (line of the file, front matter included). */
function factProblems(page: {path: string; body: string}, bodyLine: number): string[] {
  const problems: LineProblem[] = [
    ...placeholderProblems(page.body, PLACEHOLDER_PATTERNS),
    ...placeholderVariantProblems(page.body, PLACEHOLDERS),
    ...documentIdProblems(page.body, knownDocumentList, placeholderDocumentIds),
    ...paginationProblems(page.body),
    ...eventNameProblems(page.body, knownEvents),
    ...installerFlagProblems(page.body, knownFlags),
    ...cliCommandProblems(page.body, knownCommands),
    ...middlewareProblems(page.body, defaultNames, optionalNames),
    ...handWrittenImporters(page.body),
    ...menuPathFormProblems(page.body),
    ...staleVersionProblems(page.body),
    ...componentProblems(page.body, new Set(componentUids)),
    ...diagramProblems(page.body),
    ...literalFigureProblems(page.body, {cloudPage: page.path.startsWith('cloud/')}),
    ...cloudFeatureProblems(page.body, CLOUD, {cloudPage: page.path.startsWith('cloud/')}),
  ];
  const messages = problems.map((p) => `line ${p.line + bodyLine - 1}: ${p.message}`);
  if (page.path === 'release-notes.mdx')
    messages.push(...releaseProblems(releases, readRoutes(), documentedFlags()).map((m) => `src/model/releases.ts: ${m}`));
  return messages;
}

/** Every content check on every page under docs/ (or under the given absolute folders/files). */
export async function checkAllPages(filters: string[] = []): Promise<PageReport[]> {
  const tags = new Set(readTags().keys());
  const routes = readRoutes();
  const all = listPages();
  const models = await readModelsSettled(all);
  const inputs: PageInput[] = [];
  const unreadable: PageReport[] = [];
  all.forEach((file, index) => {
    const model = models[index]!;
    const path = docsPath(file);
    if (model instanceof Error)
      unreadable.push({path, area: areaOfPath(path), words: 0, problems: [`the page cannot be read: ${model.message}`]});
    else inputs.push({path, model});
  });
  const importers = snippetImporters(inputs, docsPath);
  const wanted = (file: string) => filters.length === 0 || filters.some((f) => file.startsWith(f));
  const reports = inputs
    .filter((input) => wanted(input.model.sourceFile))
    .map((input) => {
      const page = readSource(input.model.sourceFile);
      const report = checkPage(input, tags);
      for (const link of brokenLinks(input.model, routes))
        report.problems.push(`link to a route the site does not have (no page under docs/ and not in tests/routes.txt): ${link}`);
      report.problems.push(...interfaceMapProblems(page.body));
      report.problems.push(...codemodSnippetProblems(input.model, docsPath));
      if (input.path === 'release-notes.mdx')
        report.problems.push(
          ...releaseHeadingProblems(
            input.model,
            releases.map((r) => r.version),
          ),
        );
      report.problems.push(...factProblems(page, page.bodyLine));
      if (importers.get(input.path)?.length === 0)
        report.problems.push('snippet shown by no page: import and show it where it belongs, or delete it');
      return report;
    });
  return [...unreadable.filter((report) => wanted(path.join(DOCS_DIR, report.path))), ...reports];
}
