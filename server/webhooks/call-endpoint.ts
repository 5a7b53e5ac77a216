// One webhook call (D32): a POST to the endpoint, connected only to the addresses the URL check
// just approved (so that a DNS answer that changes between the check and the connection cannot
// reach a private address), with one deadline for the whole call, no redirects followed, and
// at most `readBytes` of the answer read, of which the first `keepBytes` are kept.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

export interface CallOptions {
  url: URL;
  /** The approved addresses of the URL's host; the connection goes to the first. */
  addresses: string[];
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  readBytes: number;
  keepBytes: number;
}

export type CallResult =
  | { kind: 'answered'; statusCode: number; body: string }
  | { kind: 'failed'; error: string };

export function callEndpoint(options: CallOptions): Promise<CallResult> {
  const { url, addresses } = options;
  const address = addresses[0]!;
  const family = address.includes(':') ? 6 : 4;
  const lookup = ((_host: string, lookupOptions: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (lookupOptions.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as unknown as LookupFunction;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: CallResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(result);
    };
    const request = client.request(url, {
      method: 'POST',
      lookup,
      agent: false,
      headers: { ...options.headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(options.body)) },
    }, (response) => {
      const chunks: Buffer[] = [];
      let read = 0;
      let kept = 0;
      const done = () => {
        request.destroy();
        const body = Buffer.concat(chunks).subarray(0, options.keepBytes).toString('utf8');
        finish({ kind: 'answered', statusCode: response.statusCode ?? 0, body });
      };
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (kept < options.keepBytes) {
          chunks.push(chunk);
          kept += chunk.length;
        }
        if (read >= options.readBytes) done();
      });
      response.on('end', done);
      response.on('error', done);
    });
    const deadline = setTimeout(() => {
      request.destroy();
      finish({ kind: 'failed', error: `No answer within ${options.timeoutMs / 1000} s.` });
    }, options.timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => finish({ kind: 'failed', error: `The call failed: ${error.code ?? error.message}.` }));
    request.end(options.body);
  });
}
