/**
 * The errors an evaluation stops with, each one a situation of ERRORS (src/model/api/rest.ts) with its message and
 * details; `answerOf` turns one into the response body the REST API sends.
 */
import {INVALID_PARAMETER_MESSAGES, errorBody, type ErrorBody, type ErrorSituationName, ERRORS} from '../../model/api/rest';

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

/** A 400 for a key the query or the body may not hold: `Invalid key nmae`, with where it is. */
export function invalidKey(key: string, path: readonly (string | number)[], source: 'query' | 'body' = 'query'): RestError {
  return new RestError('invalidParameter', INVALID_PARAMETER_MESSAGES.key(key), {key, path: path.join('.'), source});
}

/** A 400 for a query value that does not fit its key. */
export function invalidValue(message: string, key: string, path: readonly (string | number)[]): RestError {
  return new RestError('invalidParameter', message, {key, path: path.join('.'), source: 'query'});
}
