/**
 * The index of `npm start` (started by the search plugin): reads the pages the dev server lists in <input> into their
 * models, as a build does, and writes the local index files into a folder the dev server serves; with --watch, writes
 * them again when the dev server lists the pages anew (after a save) or a page's source changes.
 *   npx tsx scripts/dev-search-index.mts [--watch] <input.json> <outDir>
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {indexFiles, siteCorpus, type DevIndexInput} from '../src/plugins/search/index';
import {LOCAL_INDEX_MANIFEST} from '../src/plugins/search/constants';
import {devIndexSchedule} from '../src/plugins/search/devIndexSchedule';

const args = process.argv.slice(2);
const watch = args[0] === '--watch';
const [input, outDir] = watch ? args.slice(1) : args;
if (!input || !outDir) {
  console.error('usage: dev-search-index.mts [--watch] <input.json> <outDir>');
  process.exit(2);
}

let running: Promise<void> | null = null;
let again = false;

async function write(): Promise<void> {
  const started = Date.now();
  const site = JSON.parse(fs.readFileSync(input!, 'utf8')) as DevIndexInput;
  const {manifest, files} = indexFiles(await siteCorpus(site));
  fs.mkdirSync(outDir!, {recursive: true});
  for (const [name, body] of files) if (name !== LOCAL_INDEX_MANIFEST) fs.writeFileSync(path.join(outDir!, name), body);
  // The manifest last, so it never names a shard that is not there yet.
  fs.writeFileSync(path.join(outDir!, LOCAL_INDEX_MANIFEST), files.get(LOCAL_INDEX_MANIFEST)!);
  for (const name of fs.readdirSync(outDir!)) if (!files.has(name)) fs.rmSync(path.join(outDir!, name), {force: true});
  console.log(`[search] dev index: ${manifest.records} records from ${site.pages.length} pages in ${Date.now() - started} ms`);
  // The first index is what a writer waits for, at normal priority; later ones, after a save, must not slow the dev
  // server's rebuild, which the writer waits for then: below normal, not the lowest (that gets no CPU on a busy machine).
  try {
    os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // not permitted here: later indexes run at normal priority
  }
}

/** Writes the index, once more after the current write if something changed meanwhile. */
function update(): void {
  if (running) {
    again = true;
    return;
  }
  running = write()
    .catch((error: Error) => console.warn(`[search] dev index not written: ${error.message}`))
    .finally(() => {
      running = null;
      if (again) {
        again = false;
        update();
      }
    });
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

// Watching starts before the first index is written, so a change while it is being written is not missed.
if (watch) {
  // The dev server touches this file after each compilation (src/plugins/search): after a save, the index waits for it.
  const compiled = process.env.TESSERA_DEV_INDEX_COMPILED;
  const schedule = devIndexSchedule(update, {waitForRebuild: Boolean(compiled)});
  const site = JSON.parse(fs.readFileSync(input, 'utf8')) as DevIndexInput;
  fs.watch(path.dirname(input), (_event, file) => {
    if (file === path.basename(input)) schedule.changed();
    else if (compiled && file === path.basename(compiled)) schedule.compiled();
  });
  fs.watch(
    path.join(site.siteDir, 'docs'),
    {recursive: true},
    (_event, file) => file && /\.mdx?$/.test(String(file)) && schedule.changed(),
  );
}
update();
