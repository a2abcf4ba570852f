/**
 * The errors server code throws and the answer each becomes: the classes of `@tessera/utils` (their names and
 * statuses are the model's ERROR_CLASSES, /dev-docs/error-handling) and the `ctx` helpers of a controller.
 */
import {ERROR_CLASSES, type ErrorName} from '../../../src/model/api/rest';

/** An error that becomes a response: the errors middleware answers `{data: null, error}` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly details: unknown = {},
  ) {
    super(message);
  }

  body() {
    return {data: null, error: {status: this.status, name: this.errorName, message: this.message, details: this.details ?? {}}};
  }
}

/** `errors` of `@tessera/utils`: one class per name of ERROR_CLASSES, each with the status the model gives it. */
export const utilsErrors: Record<ErrorName, new (message?: string, details?: unknown) => HttpError> = Object.fromEntries(
  (Object.entries(ERROR_CLASSES) as [ErrorName, number][]).map(([name, status]) => [
    name,
    class extends HttpError {
      constructor(message?: string, details?: unknown) {
        super(status, name, message ?? name, details);
      }
    },
  ]),
) as never;

/**
 * The helpers of `ctx` that answer with an error (the table of /dev-docs/error-handling): each throws the error of its
 * status, as the product's helpers do, so that the code after `return ctx.badRequest(...)` never runs.
 */
export const CONTEXT_ERRORS = {
  badRequest: [400, 'BadRequestError'],
  unauthorized: [401, 'UnauthorizedError'],
  forbidden: [403, 'ForbiddenError'],
  notFound: [404, 'NotFoundError'],
  payloadTooLarge: [413, 'PayloadTooLargeError'],
  tooManyRequests: [429, 'RateLimitError'],
  internalServerError: [500, 'InternalServerError'],
  notImplemented: [501, 'NotImplementedError'],
} as const;

/** What the harness lacks to run a block (a member of `tessera`, a package): the block is exempt with this reason. */
export class HarnessGap extends Error {}
