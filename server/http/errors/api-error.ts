// The one error class of the HTTP layer: a status, the type that goes with it (error-types.ts),
// a one-sentence message and, when one field is at fault, its name.
import type { components } from '../../../generated/invoicing.js';
import { errorTypes, type ErrorStatus, type ErrorType } from './error-types.js';

export type { ErrorStatus, ErrorType };
export type ErrorBody = components['schemas']['Error'];

export class ApiError extends Error {
  readonly status: ErrorStatus;
  /** Always the type that errorTypes gives the status. */
  readonly type: ErrorType;
  readonly param: string | null;
  /** Response headers that go with this error, such as Allow or Retry-After. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: ErrorStatus,
    message: string,
    options: { param?: string | null; cause?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.type = errorTypes[status];
    this.param = options.param ?? null;
    this.headers = options.headers ?? {};
  }

  /** The contract's Error body for this error. */
  toBody(): ErrorBody {
    const error: ErrorBody['error'] = { type: this.type, message: this.message };
    if (this.param !== null) error.param = this.param;
    return { error };
  }
}

/** 400: the query, a header or the JSON syntax is wrong. */
export const badRequest = (message: string, param?: string) => new ApiError(400, message, { param });

/** 422: the body parsed but does not validate. */
export const unprocessable = (message: string, param?: string) => new ApiError(422, message, { param });

/** 401 with a message that says what is wrong with the credential. */
export const unauthorized = (message: string) => new ApiError(401, message);

/** 404, worded the same whether the record is missing or belongs to another account. */
export const notFound = (resource: keyof typeof idParams, id: string) =>
  new ApiError(404, `No ${resource} with id '${id}' exists.`, { param: idParams[resource] });

/** The path parameter that names each kind of record. */
const idParams = { invoice: 'invoice_id', 'credit note': 'credit_note_id', customer: 'customer_id', event: 'event_id', 'webhook endpoint': 'endpoint_id' } as const;

/** 405: the path exists, the method does not; `Allow` lists the methods it does serve. */
export const methodNotAllowed = (method: string, path: string, allowed: readonly string[]) =>
  new ApiError(405, `The route ${path} does not support ${method}.`, { headers: { Allow: allowed.join(', ') } });

/** 409: the record's state forbids the change. */
export const conflict = (message: string) => new ApiError(409, message);
