// Names for the contract's shapes that client users meet most, taken from the generated types.
import type { components, paths } from './generated/invoicing.js';

export type { components, paths };

export type Invoice = components['schemas']['Invoice'];
export type Customer = components['schemas']['Customer'];
export type InvoiceStatus = components['schemas']['InvoiceStatus'];
/** The body of every error the service sends: the contract's Error. */
export type ErrorBody = components['schemas']['Error'];
/** The types of error the service sends (the contract's enum). */
export type ErrorType = ErrorBody['error']['type'];
/**
 * The types of error the client itself reports (TransportErrorBody): the contract's, and
 * `invalid_response` for an answer that is not the contract's (a success without its JSON, a
 * body over maxResponseBytes), which the service never sends.
 */
export type ClientErrorType = ErrorType | 'invalid_response';
/** The environments the contract lists under `servers`. */
export type Environment = 'sandbox' | 'production';
