// A proxy in front of a real server that loses responses on purpose: it forwards the
// request, waits for the server's whole answer, then drops the client's connection instead
// of passing the answer on. What a retried create has to survive.
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReceivedRequest } from './scripted-server.js';

export interface FlakyProxy {
  /** The proxy's URL, with the target's path prefix (`http://127.0.0.1:port/v2`). */
  url: string;
  /** Every request the proxy forwarded, in order. */
  forwarded: ReceivedRequest[];
  /** The statuses the server answered and the proxy dropped. */
  dropped: number[];
  close(): Promise<void>;
}

/** Proxies to `targetUrl`, dropping the responses of the first `dropFirst` requests. */
export async function flakyProxy(targetUrl: string, dropFirst: number): Promise<FlakyProxy> {
  const target = new URL(targetUrl);
  const forwarded: ReceivedRequest[] = [];
  const dropped: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      forwarded.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: body.toString('utf8') });
      const drop = forwarded.length <= dropFirst;
      const upstream = forward(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => parts.push(chunk));
          answer.on('end', () => {
            if (drop) {
              dropped.push(answer.statusCode ?? 0);
              req.socket.destroy();
              return;
            }
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            res.end(Buffer.concat(parts));
          });
        },
      );
      upstream.end(body);
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${target.pathname}`,
    forwarded,
    dropped,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
