// Names for the contract's shapes that client users meet most, taken from the generated types.
import type { components, paths } from './generated/invoicing.js';

export type { components, paths };

export type Invoice = components['schemas']['Invoice'];
export type Customer = components['schemas']['Customer'];
export type InvoiceStatus = components['schemas']['InvoiceStatus'];
/** The body of every error the client reports: the contract's Error. */
export type ErrorBody = components['schemas']['Error'];
export type ErrorType = ErrorBody['error']['type'];
/** The environments the contract lists under `servers`. */
export type Environment = 'sandbox' | 'production';
