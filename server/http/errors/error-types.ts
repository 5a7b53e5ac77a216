// Which error type goes with which HTTP status (D3). ApiError takes its type from this one
// table, so that a status and its type can never disagree, and the manual prints it.
import type { components } from '../../../generated/invoicing.js';

export type ErrorType = components['schemas']['Error']['error']['type'];

/** Every status the service answers with an Error body, and that error's type. */
export const errorTypes = {
  400: 'invalid_request',
  401: 'authentication_failed',
  404: 'not_found',
  405: 'invalid_request',
  408: 'invalid_request',
  409: 'conflict',
  413: 'invalid_request',
  415: 'invalid_request',
  422: 'invalid_request',
  429: 'rate_limited',
  500: 'api_error',
  503: 'api_error',
} as const satisfies Record<number, ErrorType>;

export type ErrorStatus = keyof typeof errorTypes;
