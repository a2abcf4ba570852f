/**
 * The declarations of Tessera's API that examples are checked against (checks/examples/check.ts), by the virtual path
 * the check's program gives them. The API itself is written as declaration files in declarations/: the product's
 * (tessera.d.ts), the admin panel's (tessera-admin.d.ts) and the Trailhead project's own code (trailhead.d.ts). What
 * follows from the model is generated here and merges into their namespaces: the filter operators of the REST rules,
 * the levels of the server's logger and the error classes of `@tessera/utils`. The content types and config files are modelTypes.ts's and configTypes.ts's.
 */
import fs from 'node:fs';
import path from 'node:path';
import {LOG_LEVELS} from '../../src/model/config';
import {ERROR_CLASSES, FILTER_OPERATORS, LOGICAL_OPERATORS, type LogicalValue, type OperatorValue} from '../../src/model/api/rest';

const DECLARATIONS_DIR = path.join(__dirname, 'declarations');

/** A declaration file of declarations/, by name. */
export function readDeclarationFile(name: 'tessera.d.ts' | 'tessera-admin.d.ts' | 'trailhead.d.ts'): string {
  return fs.readFileSync(path.join(DECLARATIONS_DIR, name), 'utf8');
}

/** The TypeScript type of the value each kind of operator takes, for a field of type `V` (rest.ts: OperatorValue). */
const OPERATOR_VALUE_TYPES: Readonly<Record<OperatorValue, string>> = {
  value: 'V',
  nullable: 'V | null',
  text: 'string',
  list: 'readonly V[]',
  pair: 'readonly [V, V]',
  boolean: 'boolean',
};
const logicalType = (takes: LogicalValue, of: string) => (takes === 'conditions' ? `readonly ${of}[]` : of);

/** The part of namespace Tessera that follows from the model: `Operators<V>`, `LogicalFilters<F>`, `Logger`, the error classes. */
export function generatedProductDeclarations(): string {
  const operatorMembers = [
    ...FILTER_OPERATORS.map((operator) => `${operator.name}?: ${OPERATOR_VALUE_TYPES[operator.takes]};`),
    ...LOGICAL_OPERATORS.map((operator) => `${operator.name}?: ${logicalType(operator.takes, 'Operators<V>')};`),
  ].join(' ');
  const logicalMembers = LOGICAL_OPERATORS.map((operator) => `${operator.name}?: ${logicalType(operator.takes, 'F')};`).join(' ');
  return [
    'declare namespace Tessera {',
    '  /** The filter operators of the REST API, the Document Service and the Query Engine (src/model/api/rest.ts). */',
    `  interface Operators<V> { ${operatorMembers} }`,
    `  interface LogicalFilters<F> { ${logicalMembers} }`,
    "  /** One method per level of the server's logger (src/model/config: LOG_LEVELS). */",
    `  type Logger = {[level in ${LOG_LEVELS.map((level) => `'${level}'`).join(' | ')}]: LogFn};`,
    '  /** An error a server file throws; Tessera answers with its status (src/model/api/rest.ts: ERROR_CLASSES). */',
    '  class ApplicationError extends Error { constructor(message?: string, details?: unknown); details: unknown; }',
    `  type ErrorClasses = {[name in ${Object.keys(ERROR_CLASSES)
      .map((name) => `'${name}'`)
      .join(' | ')}]: typeof ApplicationError};`,
    '}',
  ].join('\n');
}
