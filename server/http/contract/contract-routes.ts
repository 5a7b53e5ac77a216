// The operations of the contract as routes a request can be matched against: method, path
// pattern, and whether the operation takes no bearer key (`security: []`). Authentication
// (public-routes.ts) and the methods a path allows (allowed-methods.ts) both read it, so that
// neither can drift from the contract.
import { operations } from '../../../lib/openapi/index.js';
import { contractDocument } from './contract-document.js';

export interface ContractRoute {
  /** Upper case: GET, POST, ... */
  method: string;
  /** The path template (`/invoices/{invoice_id}`) as an anchored pattern. */
  pattern: RegExp;
  /** The operation declares `security: []`. */
  isPublic: boolean;
}

/** Every operation of the contract at `contractPath`, in the contract's order. */
export function contractRoutes(contractPath: string): ContractRoute[] {
  return operations(contractDocument(contractPath)).map((entry) => {
    const source = entry.path.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[^/]+');
    const security = entry.operation.security;
    return { method: entry.method, pattern: new RegExp(`^${source}$`), isPublic: Array.isArray(security) && security.length === 0 };
  });
}
