// The one error class of the HTTP layer: a status, a type from the contract's enum,
// a one-sentence message and, when one field is at fault, its name.
import type { components } from '../../generated/invoicing.js';

export type ErrorBody = components['schemas']['Error'];
export type ErrorType = ErrorBody['error']['type'];

export class ApiError extends Error {
  readonly status: number;
  readonly type: ErrorType;
  readonly param: string | null;
  /** Response headers that go with this error, such as Allow or Retry-After. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: number,
    type: ErrorType,
    message: string,
    options: { param?: string | null; cause?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.type = type;
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
export const badRequest = (message: string, param?: string) => new ApiError(400, 'invalid_request', message, { param });

/** 422: the body parsed but does not validate. */
export const unprocessable = (message: string, param?: string) => new ApiError(422, 'invalid_request', message, { param });

/** 401 with a message that says what is wrong with the credential. */
export const unauthorized = (message: string) => new ApiError(401, 'authentication_failed', message);

/** 404, worded the same whether the record is missing or belongs to another account. */
export const notFound = (resource: 'invoice' | 'customer', id: string) =>
  new ApiError(404, 'not_found', `No ${resource} with id '${id}' exists.`, {
    param: resource === 'invoice' ? 'invoice_id' : 'customer_id',
  });

/** 409: the record's state forbids the change. */
export const conflict = (message: string) => new ApiError(409, 'conflict', message);
