/**
 * What is wrong with the parameters of a call, as data: where (the path of the key), which rule it breaks, what the
 * model allows there, and the product's own message (`Invalid key nmae`). The runtime collects every one of them
 * before it reads a document; the REST layer answers the first error as a 400 and the example check words each for
 * writers. A `note` is something the product accepts but the writer most likely did not mean (a filter value that
 * fits no field value, a page size above the maximum): the call runs, only the check reports it.
 */
import {INVALID_PARAMETER_MESSAGES} from '../../model/api/rest';
import type {Schema} from './schema';

export type Path = readonly (string | number)[];

export type Rule =
  /* names */
  | 'unknownParameter'
  | 'unknownField'
  | 'privateField'
  | 'notScalar'
  | 'notPopulatable'
  | 'creatorField'
  | 'notFilterable'
  | 'unknownOperator'
  | 'operatorWithoutField'
  | 'operatorOnRelation'
  | 'unknownOption'
  | 'optionNotApplicable'
  | 'dynamicZoneOption'
  | 'notAComponent'
  | 'unknownPaginationKey'
  | 'managedField'
  /* shapes */
  | 'fieldList'
  | 'sortValue'
  | 'sortDirection'
  | 'sortThroughMany'
  | 'populateValue'
  | 'populateOptions'
  | 'componentsByUid'
  | 'conditions'
  | 'conditionList'
  | 'relationConditions'
  | 'paginationObject'
  | 'notInteger'
  | 'belowMinimum'
  | 'notBoolean'
  | 'mixedPagination'
  | 'locale'
  | 'status'
  /* notes: the call runs */
  | 'aboveMaximum'
  | 'operatorValue'
  | 'valueMisfit';

export interface Diagnostic {
  rule: Rule;
  severity: 'error' | 'note';
  /** Where, as the product names it (`filters.name.$like` once joined with dots). */
  path: Path;
  /** Where the call wrote it, when that differs (a dotted name in a populate list: `populate[1]`, not its object path). */
  written?: Path;
  /** The key the product's message names (`details.key` of a REST 400). */
  key: string;
  /** The product's message. */
  message: string;
  /** The schema the key was read against, the field it concerns and that field's kind. */
  schema?: Schema;
  field?: string;
  kind?: string;
  /** What the model allows there: field names, operators, options, components, locales, values. */
  allowed?: readonly string[];
  /** The value given, when the rule is about a value. */
  value?: unknown;
}

type Extra = Partial<Omit<Diagnostic, 'rule' | 'path' | 'key' | 'message'>>;

/** The diagnostics of one call, in the order its parameters are read. */
export type Diagnostics = Diagnostic[];

/** A key the product does not accept there: `Invalid key <key>`. */
export function badKey(out: Diagnostics, rule: Rule, key: string, path: Path, extra: Extra = {}): void {
  out.push({severity: 'error', ...extra, rule, key, path, message: INVALID_PARAMETER_MESSAGES.key(key)});
}

/** A value the product refuses, with its own message. */
export function badValue(out: Diagnostics, rule: Rule, message: string, key: string, path: Path, extra: Extra = {}): void {
  out.push({severity: 'error', ...extra, rule, key, path, message});
}

/** A value the product accepts though it most likely means something else. */
export function note(out: Diagnostics, rule: Rule, path: Path, extra: Extra = {}): void {
  out.push({...extra, severity: 'note', rule, key: String(path[path.length - 1]), path, message: ''});
}

export const errorsOf = (diagnostics: readonly Diagnostic[]) => diagnostics.filter((diagnostic) => diagnostic.severity === 'error');

/** What a Document Service or Query Engine call throws for invalid parameters: every error, the first as its message. */
export class ValidationError extends Error {
  constructor(readonly diagnostics: readonly Diagnostic[]) {
    super(diagnostics[0]?.message ?? 'ValidationError');
    this.name = 'ValidationError';
  }
}

/** Throws the errors among the diagnostics, if any. */
export function assertValid(diagnostics: readonly Diagnostic[]): void {
  const errors = errorsOf(diagnostics);
  if (errors.length > 0) throw new ValidationError(errors);
}
