/**
 * The errors an evaluation stops with, each one a situation of ERRORS (src/model/api/rest.ts) with its message and
 * details; `body()` gives the response body the REST API sends.
 */
import {errorBody, type ErrorBody, type ErrorSituationName, ERRORS} from '../../model/api/rest';
import type {Diagnostic} from '../documents/diagnostics';

export class RestError extends Error {
  constructor(
    readonly situation: ErrorSituationName | 'notImplemented',
    message?: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message ?? (situation === 'notImplemented' ? 'Not Implemented' : (ERRORS[situation].message ?? situation)));
  }

  get status(): number {
    return this.situation === 'notImplemented' ? 501 : ERRORS[this.situation].status;
  }

  body(): ErrorBody {
    if (this.situation === 'notImplemented')
      return {data: null, error: {status: 501, name: 'NotImplementedError', message: this.message, details: this.details}};
    return errorBody(this.situation, this.message, this.details);
  }
}

/** The 400 of a diagnostic: its message, with the key, where it is (`filters.nmae`) and whether in the query or the body. */
export function invalidParameter(diagnostic: Diagnostic, source: 'query' | 'body'): RestError {
  return new RestError('invalidParameter', diagnostic.message, {key: diagnostic.key, path: diagnostic.path.join('.'), source});
}
