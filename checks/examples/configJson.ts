/**
 * The check of configuration written as JSON: the `tessera` field of a `package.json` block (a project's, or a
 * plugin's when it has `kind`) against its keys in the configuration model (src/model/config/packageJson.ts): no key
 * the model lacks, values of the model's type, `kind` one of its values, a plugin name of the allowed form. Fence
 * metas as for scripts (fence.ts).
 */
import type {PageModel} from '../../src/lib/pageModel/types';
import {PLUGIN_NAME, PLUGIN_PACKAGE_FIELD, PROJECT_PACKAGE_FIELD, optionsOf, type ConfigFileModel} from '../../src/model/config';
import {exampleBlocks} from './blocks';
import type {BlockProblem, CheckResult, ExampleBlock} from './check';
import {checkKind} from './kind';

/** The `json` blocks titled `package.json` (or `package.json (excerpt)`) that have a `tessera` field. */
export function configJsonBlocks(models: readonly PageModel[], root: string): ExampleBlock[] {
  return exampleBlocks(
    models,
    root,
    (block) =>
      block.language === 'json' &&
      /(?:^|\/)package\.json(?:\s*\(excerpt\))?$/.test(block.title ?? '') &&
      /"tessera"\s*:\s*\{/.test(block.text),
  );
}

const typeOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

function problemsOf(block: ExampleBlock): BlockProblem[] {
  const problems: BlockProblem[] = [];
  const lines = block.text.split('\n');
  const start = lines.findIndex((line) => /"tessera"\s*:\s*\{/.test(line));
  /** The file line of `"key":` inside the tessera field. */
  const lineOf = (key: string) => {
    const found = lines.findIndex((line, index) => index >= start && line.includes(`"${key}"`));
    return block.line + 1 + (found >= 0 ? found : start);
  };
  let parsed: {tessera?: unknown};
  try {
    parsed = JSON.parse(block.text) as {tessera?: unknown};
  } catch (error) {
    return [{block, line: block.line, message: `package.json does not parse: ${(error as Error).message}`}];
  }
  const field = parsed.tessera;
  if (typeof field !== 'object' || field === null || Array.isArray(field))
    return [{block, line: lineOf('tessera'), message: 'the tessera field of package.json is an object'}];
  const model: ConfigFileModel = 'kind' in field ? PLUGIN_PACKAGE_FIELD : PROJECT_PACKAGE_FIELD;
  const options = new Map(optionsOf(model).map((option) => [option.key, option]));
  for (const [key, value] of Object.entries(field)) {
    const option = options.get(key);
    const line = lineOf(key);
    if (!option) {
      problems.push({block, line, message: `${model.name} has no key \`${key}\`; keys: ${[...options.keys()].join(', ')} (${model.page})`});
      continue;
    }
    if (option.values && !option.values.includes(String(value)))
      problems.push({
        block,
        line,
        message: `\`${key}\` of ${model.name} takes one of ${option.values.map((v) => `"${v}"`).join(', ')}, not ${JSON.stringify(value)} (${model.page})`,
      });
    else if (typeOf(value) !== option.type)
      problems.push({
        block,
        line,
        message: `\`${key}\` of ${model.name} takes \`${option.type}\`, not ${JSON.stringify(value)} (${model.page})`,
      });
    else if (model === PLUGIN_PACKAGE_FIELD && key === 'name' && !PLUGIN_NAME.test(String(value)))
      problems.push({
        block,
        line,
        message: `a plugin's name is lowercase letters, digits and dashes, not ${JSON.stringify(value)} (${model.page})`,
      });
  }
  for (const option of optionsOf(model))
    if (option.required === true && !(option.key in field) && !/\(excerpt\)/.test(block.title ?? ''))
      problems.push({block, line: lineOf('tessera'), message: `${model.name} needs \`${option.key}\` (${model.page})`});
  return problems;
}

export function checkConfigJson(blocks: readonly ExampleBlock[]): CheckResult {
  return checkKind(blocks, problemsOf, 'a package.json block that is a part of the file says `(excerpt)` in its title');
}
