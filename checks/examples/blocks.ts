import path from 'node:path';
import type {CodeBlockModel, PageModel} from '../../src/lib/pageModel/types';
import {SCRIPT_LANGUAGES, type ExampleBlock} from './check';

/**
 * The code blocks of the given page models that `keep` accepts, each once (a snippet's blocks appear in every page
 * that imports it), with its file relative to `root`, its fence line and its index among the code blocks of its file.
 */
export function exampleBlocks(models: readonly PageModel[], root: string, keep: (block: CodeBlockModel) => boolean): ExampleBlock[] {
  const seen = new Set<string>();
  const perFile = new Map<string, number>();
  const blocks: ExampleBlock[] = [];
  for (const model of models) {
    for (const block of model.codeBlocks) {
      const file = path
        .relative(root, block.position?.file ?? model.sourceFile)
        .split(path.sep)
        .join('/');
      const key = `${file}:${block.position?.line ?? 0}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const index = (perFile.get(file) ?? 0) + 1;
      perFile.set(file, index);
      if (!keep(block)) continue;
      blocks.push({
        file,
        line: block.position?.line ?? 0,
        index,
        language: block.language!,
        meta: block.meta,
        title: block.title,
        text: block.text,
      });
    }
  }
  return blocks;
}

/** The JavaScript and TypeScript blocks of the given page models (exampleBlocks). */
export function scriptBlocks(models: readonly PageModel[], root: string): ExampleBlock[] {
  return exampleBlocks(models, root, (block) => (SCRIPT_LANGUAGES as readonly string[]).includes(block.language ?? ''));
}
