// Which operations take no bearer key, read from the contract (`security: []`), so that
// authentication can never drift from what the contract promises.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

interface Contract {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
}

const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** A predicate on method and path (relative to the server URL) that is true for public operations. */
export function publicRoutes(contractPath: string): (method: string, path: string) => boolean {
  const contract = parse(readFileSync(contractPath, 'utf8')) as Contract;
  const open: Array<{ method: string; pattern: RegExp }> = [];
  for (const [template, item] of Object.entries(contract.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!methods.has(method) || !Array.isArray(operation.security) || operation.security.length > 0) continue;
      const source = template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[^/]+');
      open.push({ method: method.toUpperCase(), pattern: new RegExp(`^${source}$`) });
    }
  }
  return (method, path) => open.some((route) => route.method === method && route.pattern.test(path));
}
