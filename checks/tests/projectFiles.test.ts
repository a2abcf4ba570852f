import {describe, expect, it} from 'vitest';
import {formatProblem} from '../examples/check';
import {checkProjectFiles, isLayoutFolder, isProjectPath, layoutEntry, projectFileBlocks} from '../examples/projectFiles';
import {projectTree, type TreeNode} from '../../src/lib/content/projectTree';
import {ROOT, fixtureModels} from './support/fixturePages';

describe('the file names of code blocks (src/model/layout.ts)', () => {
  it('fails a misspelt project file with the nearest file, and passes the files of the layout', async () => {
    const blocks = projectFileBlocks(await fixtureModels('file-names'), ROOT);
    // The front end's src/lib/tessera.ts is no path of a Tessera project.
    expect(blocks.map((block) => block.title)).not.toContain('src/lib/tessera.ts');
    const result = checkProjectFiles(blocks);
    expect(result.checked).toHaveLength(5);
    expect(result.problems.map(formatProblem)).toEqual([
      'checks/fixtures/examples/file-names.mdx:8 (block 1, js): title "config/sever.js": config/sever.js is not a file of a Tessera project; did you mean config/server.js?',
      'checks/fixtures/examples/file-names.mdx:28 (block 6, js): title "src/plugins/trail-map/server/bootstrap.js": src/plugins/trail-map/server/bootstrap.js is not a file of a Tessera project; did you mean src/plugins/trail-map/server/src/bootstrap.js?',
    ]);
  });

  it('knows the documented patterns, and near misses of the project folders', () => {
    for (const file of [
      'config/env/staging/server.ts',
      'config/trailhead.js',
      'src/api/trail/content-types/trail/lifecycles.ts',
      'src/extensions/users-permissions/content-types/user/schema.json',
      'src/plugins/trail-map/admin/src/components/Map.tsx',
      'server/src/content-types/report/schema.json',
      'public/robots.txt',
    ])
      expect(layoutEntry(file), file).not.toBeNull();
    for (const file of ['confg/server.js', 'src/midlewares/timer.js', 'src/indx.ts', 'server/src/bootstap.ts']) {
      expect(isProjectPath(file), file).toBe(true);
      expect(layoutEntry(file), file).toBeNull();
    }
    for (const file of ['config/services.php', 'src/app/app.config.ts', 'server/api/restaurants/index.get.ts'])
      expect(isProjectPath(file), file).toBe(false);
  });

  it('knows every file and folder of the project tree, in both languages', () => {
    const walk = (nodes: readonly TreeNode[], parent: string): string[] =>
      nodes.flatMap((node) => [`${parent}${node.name}`, ...walk(node.children ?? [], `${parent}${node.name}`)]);
    for (const language of ['js', 'ts'] as const)
      for (const entry of walk(projectTree(language), ''))
        if (entry.endsWith('/')) expect(isLayoutFolder(entry), entry).toBe(true);
        else expect(layoutEntry(entry), entry).not.toBeNull();
  });
});
