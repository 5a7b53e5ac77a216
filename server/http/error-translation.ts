// Turns whatever was thrown (ours, the OpenAPI validator's, the body parser's) into an
// ApiError with the status, type and param of D3. Unknown errors become a 500 `api_error`.
import { ApiError } from './api-error.js';

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

/** `/body/lines/0/quantity` -> `lines[0].quantity`; `/headers/idempotency-key` -> `Idempotency-Key`. */
export function paramOf(path: string): { location: string; param: string | null } {
  const [location = '', ...segments] = path.replace(/^[./]/, '').split(/[./]/).filter((part) => part !== '');
  if (location === 'headers') {
    const name = segments.join('.');
    return { location, param: name.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase()) };
  }
  const param = segments.reduce((out, part) => (/^\d+$/.test(part) ? `${out}[${part}]` : out ? `${out}.${part}` : part), '');
  return { location, param: param === '' ? null : param };
}

/** A sentence for the first failed schema rule (the others name the same field). */
function sentence(param: string | null, location: string, items: ValidatorErrorItem[]): string {
  const item = items[0]!;
  const subject = param ?? (location === 'body' ? 'The request body' : 'The request');
  const message = item.message.replace(/\.$/, '');
  if (item.errorCode?.startsWith('additionalProperties')) return `${subject} is not a field this operation accepts.`;
  if (message.startsWith('Unknown query parameter')) return `${subject} is not a query parameter this operation accepts.`;
  if (items.some((other) => other.errorCode?.startsWith('propertyNames'))) return `${subject} has a key that ${message}.`;
  if (item.errorCode?.startsWith('required')) return `${message.replace(/^must have required property '(.+)'$/, "$1 is required")}.`;
  return `${subject} ${message}.`;
}

function fromValidator(error: ValidatorError, method: string, path: string): ApiError {
  const first = error.errors[0];
  switch (error.status) {
    case 400: {
      if (!first) return new ApiError(400, 'invalid_request', error.message);
      const { location, param: field } = paramOf(first.path);
      const status = location === 'body' ? 422 : 400;
      if (field === 'total' || field === 'subtotal' || field === 'tax') {
        return new ApiError(status, 'invalid_request', `${field} is computed by the service from the line items and must not be sent.`, { param: field });
      }
      return new ApiError(status, 'invalid_request', sentence(field, location, error.errors), { param: field });
    }
    case 404:
      return new ApiError(404, 'not_found', `There is no route ${method} ${path}.`);
    case 405:
      return new ApiError(405, 'invalid_request', `The route ${path} does not support ${method}.`, { headers: error.headers });
    case 413:
      return new ApiError(413, 'invalid_request', 'The request body is larger than 1 MB.');
    case 415:
      return new ApiError(415, 'invalid_request', 'The request body must be JSON, sent with Content-Type: application/json.');
    default:
      return new ApiError(500, 'api_error', 'The service failed to complete the request.', { cause: error });
  }
}

function fromBodyParser(error: { type: string; message: string }): ApiError | undefined {
  switch (error.type) {
    case 'entity.parse.failed':
      return new ApiError(400, 'invalid_request', `The request body is not valid JSON: ${error.message.replace(/\.$/, '')}.`);
    case 'entity.too.large':
      return new ApiError(413, 'invalid_request', 'The request body is larger than 1 MB.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new ApiError(415, 'invalid_request', 'The request body must be UTF-8 JSON.');
    default:
      return undefined;
  }
}

/** The ApiError to answer for any thrown value. */
export function toApiError(error: unknown, method: string, path: string): ApiError {
  if (error instanceof ApiError) return error;
  if (typeof error === 'object' && error !== null && typeof (error as { type?: unknown }).type === 'string') {
    const parsed = fromBodyParser(error as { type: string; message: string });
    if (parsed) return parsed;
  }
  if (isValidatorError(error)) return fromValidator(error, method, path);
  return new ApiError(500, 'api_error', 'The service failed to complete the request.', { cause: error });
}
