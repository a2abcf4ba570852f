import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILD, htmlFileOf} from './support';
import {pageScripts} from '../../src/framework/page-template/startAfterPaint';
import {COMPILE_HINT} from '../../src/framework/compile-hints';
import {isEntryScript} from '../../src/framework/route-scripts/routeScripts';

/** V8's compile hint on the scripts every page starts with (src/framework/compile-hints), in the production build. */
const scripts = pageScripts(fs.readFileSync(htmlFileOf(BUILD, '/dev-docs/quick-start')!, 'utf8'));
const file = (src: string) => fs.readFileSync(path.join(BUILD, src), 'utf8');

describe('compile hints', () => {
  it('the runtime and main begin with the hint, on a line of its own', () => {
    expect(scripts.filter(isEntryScript)).toHaveLength(2);
    for (const src of scripts.filter(isEntryScript)) expect(file(src).startsWith(`${COMPILE_HINT}\n`), src).toBe(true);
  });

  it("a route's chunks stay lazy", () => {
    const chunks = scripts.filter((src) => !isEntryScript(src));
    expect(chunks.length).toBeGreaterThan(0);
    for (const src of chunks) expect(file(src).includes(COMPILE_HINT), src).toBe(false);
  });

  it('no stylesheet gets the line (CSS would read it as the start of its first rule)', () => {
    const css = fs.readdirSync(path.join(BUILD, 'assets/css')).filter((name) => name.endsWith('.css'));
    expect(css.length).toBeGreaterThan(0);
    for (const name of css) expect(fs.readFileSync(path.join(BUILD, 'assets/css', name), 'utf8').includes(COMPILE_HINT), name).toBe(false);
  });
});
