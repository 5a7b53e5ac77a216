// Which operations take no bearer key, read from the contract (`security: []`), so that
// authentication can never drift from what the contract promises. HEAD is public where GET is.
import { contractRoutes } from './contract-routes.js';

/** A predicate on method and path (relative to the server URL) that is true for public operations. */
export function publicRoutes(contractPath: string): (method: string, path: string) => boolean {
  const open = contractRoutes(contractPath).filter((route) => route.isPublic);
  return (method, path) => {
    const asked = method === 'HEAD' ? 'GET' : method;
    return open.some((route) => route.method === asked && route.pattern.test(path));
  };
}
