// The operations of the contract as routes a request can be matched against: method, path
// pattern, and whether the operation takes no bearer key (`security: []`). Authentication
// (public-routes.ts) and the methods a path allows (allowed-methods.ts) both read it, so that
// neither can drift from the contract.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

interface Contract {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
}

export interface ContractRoute {
  /** Upper case: GET, POST, ... */
  method: string;
  /** The path template (`/invoices/{invoice_id}`) as an anchored pattern. */
  pattern: RegExp;
  /** The operation declares `security: []`. */
  isPublic: boolean;
}

const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Every operation of the contract at `contractPath`, in the contract's order. */
export function contractRoutes(contractPath: string): ContractRoute[] {
  const contract = parse(readFileSync(contractPath, 'utf8')) as Contract;
  const routes: ContractRoute[] = [];
  for (const [template, item] of Object.entries(contract.paths)) {
    const source = template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[^/]+');
    for (const [method, operation] of Object.entries(item)) {
      if (!methods.has(method)) continue;
      const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
      routes.push({ method: method.toUpperCase(), pattern: new RegExp(`^${source}$`), isPublic });
    }
  }
  return routes;
}
