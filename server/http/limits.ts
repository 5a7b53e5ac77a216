// Limits of the HTTP layer that the contract cannot state, named so that the service, its
// messages and the manual all read the same number.
import { maxHeaderSize } from 'node:http';

/** Request bodies over this size are answered 413 before they are parsed (D4). */
export const bodyLimitBytes = 1024 * 1024;

/** Request headers over this size in all are refused by Node's HTTP server with 431, before the app sees them. */
export const headerLimitBytes = maxHeaderSize;

/** A size as people write it, in the binary units that Node and the body parser count in: `1 MB`, `16 kB`. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} kB`;
  return `${bytes} bytes`;
}

/** The message of every 413, with the limit the body parser enforces. */
export const tooLargeMessage = `The request body is larger than ${formatBytes(bodyLimitBytes)}.`;
