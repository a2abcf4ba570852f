import fs from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {brokenLinks, checkPage, relativeLinks, unknownComponents, type PageReport} from '../src/lib/contentCheck';
import {ROOT, listPages, readPage, readTags} from './contentFiles';
import {interfaceMapProblems} from '../src/lib/interfaceMaps';

export function readRoutes(): Set<string> {
  return new Set(
    fs
      .readFileSync(path.join(ROOT, 'tests/routes.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
}

/** Compiles the MDX (heading ids removed first, as Docusaurus does) to catch syntax errors without a build. */
async function mdxProblem(body: string): Promise<string | null> {
  try {
    await compile(body.replace(/\s\{#[\w.-]+\}\s*$/gm, ''), {remarkPlugins: [remarkGfm, remarkDirective]});
    return null;
  } catch (error) {
    return `MDX does not compile: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** Every content check on every page under docs/ (or under the given absolute folders/files). */
export async function checkAllPages(filters: string[] = []): Promise<PageReport[]> {
  const tags = new Set(readTags().keys());
  const routes = readRoutes();
  const files = listPages().filter((file) => filters.length === 0 || filters.some((f) => file.startsWith(f)));
  return Promise.all(
    files.map(async (file) => {
      const page = readPage(file);
      const report = checkPage(page, tags);
      const mdx = await mdxProblem(page.body);
      if (mdx) report.problems.push(mdx);
      for (const name of unknownComponents(page.body)) report.problems.push(`unknown component <${name}> (not global, not imported)`);
      for (const link of brokenLinks(page.body, routes)) report.problems.push(`link to a route the site does not have: ${link}`);
      report.problems.push(...interfaceMapProblems(page.body));
      for (const link of relativeLinks(page.body)) report.problems.push(`relative link ${link}: use a root-relative route such as /dev-docs/cli`);
      return report;
    }),
  );
}
