// Turns whatever was thrown (the rules' DomainError, the store's StoreError, the OpenAPI
// validator's and the body parser's errors) into an ApiError with the status, type and param of
// D3: the one place where a kind of failure gets its status. Unknown errors become a 500 `api_error`.
import { DomainError, type DomainErrorKind } from '../../domain/domain-error.js';
import { StoreError, type StoreErrorKind } from '../../store/store-error.js';
import { ApiError, methodNotAllowed, type ErrorStatus } from './api-error.js';
import { tooLargeMessage } from '../limits.js';
import { formatParam, headerName, resolveBodyPath } from './param-path.js';

/** What the translation needs to know of the request that failed. */
export interface FailedRequest {
  method: string;
  path: string;
  body: unknown;
  /** The query as Express parsed it: a parameter given twice is an array. */
  query: Record<string, unknown>;
  /** The request's Content-Encoding header, if it had one. */
  contentEncoding?: string;
}

interface ValidatorErrorItem {
  path: string;
  message: string;
  errorCode?: string;
}

interface ValidatorError {
  status: number;
  message: string;
  errors: ValidatorErrorItem[];
  headers?: Record<string, string>;
}

function isValidatorError(error: unknown): error is ValidatorError {
  return typeof error === 'object' && error !== null && typeof (error as ValidatorError).status === 'number'
    && Array.isArray((error as ValidatorError).errors);
}

interface Located {
  location: 'body' | 'query' | 'headers' | 'path' | 'other';
  param: string | null;
}

/** Where a validator error points, and the param that names it. */
function locate(item: ValidatorErrorItem, body: unknown): Located {
  // An unknown top-level key with an empty name arrives with an empty path.
  if (item.path === '') return { location: 'body', param: null };
  const [, location = '', ...segments] = item.path.split('/');
  const rest = segments.join('/');
  if (location === 'body') {
    const parts = resolveBodyPath(rest, body);
    const named = parts.length > 0 && parts.at(-1) !== '';
    return { location, param: named ? formatParam(parts) : parts.length > 1 ? formatParam(parts.slice(0, -1)) : null };
  }
  if (location === 'headers') return { location, param: headerName(rest) };
  // A member of a deepObject query parameter is named as the caller wrote it: created[gte] (D42).
  if (location === 'query') return { location, param: rest === '' ? null : rest.replace(/\/([^/]+)/g, '[$1]') };
  if (location === 'path') return { location, param: rest === '' ? null : rest };
  return { location: 'other', param: null };
}

/**
 * A sentence for a query parameter that no value of its own could fix (D48): one given twice, which
 * the schema sees as a list, or a list in one value (`status=open,paid`) where one value is taken.
 */
function querySentence(param: string, item: ValidatorErrorItem, query: Record<string, unknown>): string | undefined {
  const value = query[param];
  if (Array.isArray(value)) return `${param} is given ${value.length} times; give it once.`;
  const allowed = /^must be equal to one of the allowed values: (.+)$/.exec(item.message)?.[1];
  if (allowed && typeof value === 'string' && value.includes(',')) {
    return `${param} takes one of ${allowed}, one at a time: a list such as ${value} is not accepted.`;
  }
  return undefined;
}

/** What a value of a string format must be, for the formats whose pattern the contract narrows. */
const FORMAT_RULES: Record<string, string> = {
  email: 'must be an e-mail address the service can send to (name@example.com: no quotes, IP addresses or one-label domains)',
};

/** The format that a failed `format` or `pattern` rule stands for, if any. */
function formatOf(message: string, formats: ReadonlyMap<string, string>): string | undefined {
  const [, keyword, value = ''] = /^must match (format|pattern) "(.*)"$/s.exec(message) ?? [];
  return keyword === 'format' ? value : keyword === 'pattern' ? formats.get(value) : undefined;
}

/** A sentence for the first failed schema rule (the others name the same field). */
function sentence({ location, param }: Located, items: ValidatorErrorItem[], query: Record<string, unknown>, formats: ReadonlyMap<string, string>): string {
  const item = items[0]!;
  const aboutQuery = location === 'query' && param !== null ? querySentence(param, item, query) : undefined;
  if (aboutQuery) return aboutQuery;
  const subject = param ?? (location === 'body' ? 'The request body' : 'The request');
  const message = item.message.replace(/\.$/, '');
  const rule = FORMAT_RULES[formatOf(message, formats) ?? ''];
  if (rule) return `${subject} ${rule}.`;
  if (item.errorCode?.startsWith('additionalProperties')) {
    return item.path === '' || item.path.endsWith('/')
      ? `${subject} has a field with an empty name, which this operation does not accept.`
      : `${subject} is not a field this operation accepts.`;
  }
  if (message.startsWith('Unknown query parameter')) return `${subject} is not a query parameter this operation accepts.`;
  if (items.some((other) => other.errorCode?.startsWith('propertyNames'))) return `${subject} has a key that ${message}.`;
  if (item.errorCode?.startsWith('required')) return `${message.replace(/^must have required property '(.+)'$/, '$1 is required')}.`;
  // The validator's own messages are whole sentences; ajv's start with a verb ("must be ...").
  return /^[A-Z]/.test(message) ? `${message}.` : `${subject} ${message}.`;
}

function fromValidator(error: ValidatorError, request: FailedRequest, formats: ReadonlyMap<string, string>): ApiError {
  const first = error.errors[0];
  switch (error.status) {
    case 400: {
      if (!first) return new ApiError(400, error.message);
      if (first.message.startsWith('malformed uri')) return new ApiError(400, `The path ${request.path} is not valid percent-encoded UTF-8.`);
      const located = locate(first, request.body);
      const status = located.location === 'body' ? 422 : 400;
      const field = located.param;
      if (field === 'total' || field === 'subtotal' || field === 'tax') {
        return new ApiError(status, `${field} is computed by the service from the line items and must not be sent.`, { param: field });
      }
      return new ApiError(status, sentence(located, error.errors, request.query, formats), { param: field });
    }
    case 404:
      return new ApiError(404, `There is no route ${request.method} ${request.path}.`);
    case 405:
      return methodNotAllowed(request.method, request.path, error.headers?.Allow?.split(', ') ?? []);
    case 413:
      return new ApiError(413, tooLargeMessage);
    case 415:
      return new ApiError(415, 'The request body must be JSON, sent with Content-Type: application/json.');
    default:
      return new ApiError(500, 'The service failed to complete the request.', { cause: error });
  }
}

/** A body parser's error: http-errors with a `type`, or a decompression failure without one. */
interface BodyParserError {
  type?: string;
  status?: number;
  message: string;
  /** zlib's code (Z_DATA_ERROR, ERR__ERROR_FORMAT_PADDING_2 ...) when the body did not decompress. */
  code?: string;
}

function fromBodyParser(error: BodyParserError, request: FailedRequest): ApiError | undefined {
  if (error.type === undefined && error.status === 400 && typeof error.code === 'string' && request.contentEncoding) {
    return new ApiError(400, `The request body is not valid ${request.contentEncoding} data, as its Content-Encoding header says it is.`);
  }
  switch (error.type) {
    case 'entity.parse.failed':
      return new ApiError(400, `The request body is not valid JSON: ${error.message.replace(/\.$/, '')}.`);
    case 'entity.too.large':
      return new ApiError(413, tooLargeMessage);
    case 'request.aborted':
      return new ApiError(400, 'The client stopped sending the request body before its end.');
    case 'encoding.unsupported':
      return new ApiError(415, 'The request body must be sent without a Content-Encoding, or with gzip, deflate or br.');
    case 'charset.unsupported':
      return new ApiError(415, 'The request body must be JSON encoded as UTF-8.');
    default:
      return undefined;
  }
}

const domainStatus: Record<DomainErrorKind, ErrorStatus> = { invalid: 422, bad_query: 400, conflict: 409 };
const storeStatus: Record<StoreErrorKind, ErrorStatus> = { unavailable: 503, conflict: 409, failed: 500 };

/**
 * The ApiError to answer for any thrown value. `formats` maps the contract's narrowing
 * patterns to their format (pattern-formats.ts).
 */
export function toApiError(error: unknown, request: FailedRequest, formats: ReadonlyMap<string, string> = new Map()): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DomainError) return new ApiError(domainStatus[error.kind], error.message, { param: error.param, cause: error });
  if (error instanceof StoreError) return new ApiError(storeStatus[error.kind], error.message, { cause: error.cause ?? error });
  if (typeof error === 'object' && error !== null && !isValidatorError(error)) {
    const parsed = fromBodyParser(error as BodyParserError, request);
    if (parsed) return parsed;
  }
  if (isValidatorError(error)) return fromValidator(error, request, formats);
  return new ApiError(500, 'The service failed to complete the request.', { cause: error });
}
