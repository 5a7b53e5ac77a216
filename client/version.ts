// The client's name and version as it announces itself; a test keeps the version equal to
// package.json's.
export const clientName = 'folio-client';
export const clientVersion = '0.1.0';

/** `folio-client/0.1.0 node/20.20.2`, or without the runtime part where it is unknown. */
export function userAgent(): string {
  const node = (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node;
  return node ? `${clientName}/${clientVersion} node/${node}` : `${clientName}/${clientVersion}`;
}
