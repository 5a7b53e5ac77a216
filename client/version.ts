// The client's name and version as it announces itself. The version is the contract's
// `info.version`; a test keeps it equal to client/package.json's and the contract's.
export const clientName = 'folio-client';
export const clientVersion = '2.1.0';

type RuntimeGlobals = {
  Deno?: { version?: { deno?: string } };
  Bun?: { version?: string };
  process?: { versions?: { node?: string } };
  document?: unknown;
  WorkerGlobalScope?: unknown;
};

/**
 * The User-Agent to send: `folio-client/2.1.0 node/20.20.2` (or `deno/...`, `bun/...`), just
 * `folio-client/2.1.0` in a runtime it does not know, and undefined in a browser page or
 * worker, where scripts may not set one. Reads the globals when called, never at import time.
 */
export function userAgent(): string | undefined {
  const g = globalThis as RuntimeGlobals;
  const own = `${clientName}/${clientVersion}`;
  if (g.Deno?.version?.deno) return `${own} deno/${g.Deno.version.deno}`;
  if (g.Bun?.version) return `${own} bun/${g.Bun.version}`;
  if (g.process?.versions?.node) return `${own} node/${g.process.versions.node}`;
  if (g.document !== undefined || g.WorkerGlobalScope !== undefined) return undefined;
  return own;
}
