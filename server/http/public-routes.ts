// Which operations take no bearer key, read from the contract (`security: []`), so that
// authentication can never drift from what the contract promises.
import { operations, readOpenApi } from '../../lib/openapi/index.js';

/** A predicate on method and path (relative to the server URL) that is true for public operations. */
export function publicRoutes(contractPath: string): (method: string, path: string) => boolean {
  const open: Array<{ method: string; pattern: RegExp }> = [];
  for (const entry of operations(readOpenApi(contractPath))) {
    const security = entry.operation.security;
    if (!Array.isArray(security) || security.length > 0) continue;
    const source = entry.path.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[^/]+');
    open.push({ method: entry.method, pattern: new RegExp(`^${source}$`) });
  }
  return (method, path) => open.some((route) => route.method === method && route.pattern.test(path));
}
