/**
 * The index of `npm start` (started by the search plugin): reads the docs sources into the corpus and writes the
 * local index files into a folder the dev server serves; with --watch, writes them again when a page is saved.
 *   npx tsx scripts/dev-search-index.mts [--watch] <docsDir> <outDir> [baseUrl]
 */
import fs from 'node:fs';
import path from 'node:path';
import {createProcessor} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import {corpusOfSources} from '../src/plugins/search/devIndex';
import {indexFiles} from '../src/plugins/search/index';

const args = process.argv.slice(2);
const watch = args[0] === '--watch';
const [docsDir, outDir, baseUrl = '/'] = watch ? args.slice(1) : args;
if (!docsDir || !outDir) {
  console.error('usage: dev-search-index.mts [--watch] <docsDir> <outDir> [baseUrl]');
  process.exit(2);
}
const processor = createProcessor({format: 'mdx', remarkPlugins: [remarkGfm, remarkDirective]});

function write(): void {
  const started = Date.now();
  const {corpus, skipped} = corpusOfSources(docsDir!, baseUrl, processor);
  const {manifest, files} = indexFiles(corpus);
  fs.mkdirSync(outDir!, {recursive: true});
  const keep = new Set(files.keys());
  for (const [name, body] of files) if (name !== 'manifest.json') fs.writeFileSync(path.join(outDir!, name), body);
  // The manifest last, so it never names a shard that is not there yet.
  fs.writeFileSync(path.join(outDir!, 'manifest.json'), files.get('manifest.json')!);
  for (const name of fs.readdirSync(outDir!)) if (!keep.has(name)) fs.rmSync(path.join(outDir!, name), {force: true});
  const note = skipped.length ? `; could not read ${skipped.join(', ')}` : '';
  console.log(`[search] dev index: ${manifest.records} records from the docs sources in ${Date.now() - started} ms${note}`);
}

// Started by the dev server (src/plugins/search): ends when that process is gone, also after a SIGKILL, which
// leaves no exit event to stop it.
const parent = Number(process.env.TESSERA_DEV_INDEX_PARENT);
if (watch && parent > 0) {
  setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch {
      process.exit(0);
    }
  }, 2000).unref();
}

// Watching starts before the first index is written, so a page saved while it is being written is not missed.
if (watch) {
  let timer: NodeJS.Timeout | undefined;
  fs.watch(docsDir, {recursive: true}, (_event, file) => {
    if (!file || !/\.mdx?$/.test(String(file))) return;
    clearTimeout(timer);
    timer = setTimeout(write, 200);
  });
}
write();
