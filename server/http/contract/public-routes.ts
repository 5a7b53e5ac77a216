// Which operations take no bearer key, read from the contract (`security: []`), so that
// authentication can never drift from what the contract promises. HEAD is public where GET is.
import { contractRoutes, type ContractRoute } from './contract-routes.js';

const publicOperations = (contractPath: string): ContractRoute[] => contractRoutes(contractPath).filter((route) => route.isPublic);

/** A predicate on method and path (relative to the server URL) that is true for public operations. */
export function publicRoutes(contractPath: string): (method: string, path: string) => boolean {
  const open = publicOperations(contractPath);
  return (method, path) => {
    const asked = method === 'HEAD' ? 'GET' : method;
    return open.some((route) => route.method === asked && route.pattern.test(path));
  };
}

/** A predicate on a path (relative to the server URL) that is true when some public operation has it, by any method. */
export function publicPaths(contractPath: string): (path: string) => boolean {
  const open = publicOperations(contractPath);
  return (path) => open.some((route) => route.pattern.test(path));
}
