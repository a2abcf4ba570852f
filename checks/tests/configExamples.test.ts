import {describe, expect, it} from 'vitest';
import {checkExamples, formatProblem, type ExampleBlock} from '../examples/check';
import {scriptBlocks} from '../examples/blocks';
import {CONFIG_TYPES} from '../examples/configTypes';
import {checkConfigJson, configJsonBlocks} from '../examples/configJson';
import {ROOT, fixtureModels} from './support/fixturePages';
import {CONFIG_FILES, PLUGIN_OPTIONS, configTable, optionsOf} from '../../src/model/config';
import {PAGINATION_LIMITS, REST_PREFIX} from '../../src/model/api/rest';

async function check(name: string) {
  const blocks = scriptBlocks(await fixtureModels(name), ROOT);
  const result = checkExamples(blocks, ROOT);
  return {result, messages: result.problems.map(formatProblem)};
}

const block = (text: string, title: string, language = 'js'): ExampleBlock => ({
  file: 'x.mdx',
  line: 3,
  index: 1,
  language,
  meta: null,
  title,
  text,
});
const messagesOf = (...blocks: ExampleBlock[]) => checkExamples(blocks, ROOT).problems.map((problem) => problem.message);

describe('the example check holds config files to the configuration model', () => {
  it('names a key the file does not have, with the keys it has', async () => {
    const {result, messages} = await check('config-unknown-key');
    expect(result.failingBlocks).toBe(1);
    expect(messages).toEqual([
      'checks/fixtures/examples/config-unknown-key.mdx:11 (block 1, js): config/server has no key `logger.colour`; keys of `logger`: level, startup, updates (/dev-docs/configurations/server)',
    ]);
  });

  it('names a path of tessera.config.get() the model does not know, with the nearest paths', async () => {
    const {result, messages} = await check('config-path');
    expect(result.failingBlocks).toBe(1);
    expect(messages).toEqual([
      'checks/fixtures/examples/config-path.mdx:11 (block 1, ts): `server.hots` is not a path of the configuration the model knows; did you mean server.host or server.http? (/dev-docs/configurations/guides/access-configuration-values)',
    ]);
  });

  it('types the value of each path, its default and what set() takes', () => {
    const read = (text: string) => messagesOf(block(text, 'src/index.ts', 'ts'));
    expect(
      read(
        "export default { bootstrap({ tessera }) { const level: 'info' | 'debug' | 'error' | 'warn' | 'http' | 'verbose' | 'silly' = tessera.config.get('server.logger.level'); return level; } };",
      ),
    ).toEqual([]);
    expect(
      read(
        "export default { bootstrap({ tessera }) { const limit: number = tessera.config.get('plugin::trail-conditions.staleAfterDays', 7); return limit; } };",
      ),
    ).toEqual([]);
    expect(read("export default { bootstrap({ tessera }) { tessera.config.set('server.port', '1337'); } };")).toHaveLength(1);
    expect(read("export default { bootstrap({ tessera }) { return tessera.config.has('plugin.graphql.endpoint'); } };")[0]).toMatch(
      /^`plugin\.graphql\.endpoint` is not a path of the configuration the model knows; did you mean plugin::graphql\.endpoint\?/,
    );
  });

  it('names a value outside the allowed values, with the values', async () => {
    const {messages} = await check('config-log-level');
    expect(messages).toEqual([
      "checks/fixtures/examples/config-log-level.mdx:9 (block 1, ts): `logger.level` of config/server takes one of 'error', 'warn', 'info', 'http', 'verbose', 'debug', 'silly', not `'loud'` (/dev-docs/configurations/server)",
    ]);
  });

  it('names a value of the wrong type, with the type', async () => {
    const {messages} = await check('config-wrong-type');
    expect(messages).toEqual([
      "checks/fixtures/examples/config-wrong-type.mdx:11 (block 1, js): `rest.maxLimit` of config/api takes `number`, not `'100'` (/dev-docs/configurations/api)",
    ]);
  });

  it("types the config of Tessera's plugins and built-in middlewares, and leaves other plugins' config open", async () => {
    const {messages} = await check('config-plugins');
    expect(messages).toEqual([
      "checks/fixtures/examples/config-plugins.mdx:11 (block 1, js): the graphql plugin's config has no key `depth`; keys: endpoint, shadowCRUD, playgroundAlways, depthLimit, defaultLimit, maxLimit, apolloServer, generateArtifacts, artifacts (/dev-docs/plugins/graphql#configure-the-plugin)",
      "checks/fixtures/examples/config-plugins.mdx:23 (block 2, js): the tessera::cors middleware's config has no key `origins`; keys: origin, methods, headers, expose, maxAge, credentials, keepHeadersOnError (/dev-docs/configurations/middlewares#tesseracors)",
    ]);
  });

  it('accepts a value read from the environment where the key takes one of a list, and a correct file in every form', () => {
    expect(
      messagesOf(
        block("module.exports = ({ env }) => ({ logger: { level: env('LOG_LEVEL', 'info') }, proxy: { koa: true } });", 'config/server.js'),
        block(
          "export default ({ env }) => {\n  const client = env('DATABASE_CLIENT', 'sqlite');\n  return { connection: { client, connection: { filename: '.tmp/data.db' } } };\n};",
          'config/database.ts',
          'ts',
        ),
        block(
          "module.exports = ['tessera::logger', 'global::request-timer', { resolve: './src/middlewares/x' }];",
          'config/middlewares.js',
        ),
      ),
    ).toEqual([]);
  });

  it('fails a function that returns an unknown key from a block body, and an unknown middleware name', () => {
    expect(
      messagesOf(block("export default () => {\n  return { connection: { client: 'oracle' } };\n};", 'config/database.ts', 'ts')),
    ).toHaveLength(1);
    expect(messagesOf(block("module.exports = ['tessera::logger', 'tessera::gzip'];", 'config/middlewares.js'))).toHaveLength(1);
  });
});

describe('the config JSON check holds the tessera field of package.json to the model', () => {
  it('names a value outside the allowed values and a key the field does not have', async () => {
    const blocks = configJsonBlocks(await fixtureModels('config-package-json'), ROOT);
    expect(checkConfigJson(blocks).problems.map(formatProblem)).toEqual([
      'checks/fixtures/examples/config-package-json.mdx:11 (block 1, json): `kind` of the tessera field of a plugin\'s package.json takes one of "plugin", not "extension" (/dev-docs/plugins/development/plugin-sdk)',
      "checks/fixtures/examples/config-package-json.mdx:13 (block 1, json): the tessera field of a plugin's package.json has no key `version`; keys: kind, name, displayName, description (/dev-docs/plugins/development/plugin-sdk)",
    ]);
  });
});

describe('the configuration model', () => {
  it('reads the REST defaults from the REST rules, their one home', () => {
    const rest = Object.fromEntries(optionsOf(CONFIG_FILES.api).map((option) => [option.key, option.default]));
    expect(rest['rest.prefix']).toBe(`\`'${REST_PREFIX}'\``);
    expect(rest['rest.defaultLimit']).toBe(`\`${PAGINATION_LIMITS.defaultLimit}\``);
    expect(rest['rest.maxLimit']).toBe(`\`${PAGINATION_LIMITS.maxLimit}\``);
  });

  it('lists each key once per file, with a meaning', () => {
    for (const model of [...Object.values(CONFIG_FILES), ...Object.values(PLUGIN_OPTIONS)]) {
      const keys = optionsOf(model).map((option) => option.key);
      expect(new Set(keys).size, model.name).toBe(keys.length);
      for (const option of optionsOf(model)) expect(option.meaning, `${model.name} ${option.key}`).not.toBe('');
    }
  });

  it('gives a table its rows with the prefix the table leaves out, and refuses a name it lacks', () => {
    expect(configTable({file: 'database', group: 'ssl'}).rows.map((row) => row.shown)).toEqual(['rejectUnauthorized', 'ca', 'cert', 'key']);
    expect(() => configTable({file: 'sever'})).toThrow(/no/);
    expect(() => configTable({file: 'server', group: 'nope'})).toThrow(/groups: address, app/);
  });

  it('declares a type for every object of every file', () => {
    expect(CONFIG_TYPES.get('Server__logger')?.keys).toEqual(['level', 'startup', 'updates']);
    expect(CONFIG_TYPES.get('Database__connection__connection')?.keys).toContain('ssl');
  });
});
