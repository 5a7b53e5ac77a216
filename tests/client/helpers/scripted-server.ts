// A local HTTP server that answers from a script, one reply per request, and records what
// it received: the misbehaving service of the retry tests.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Wait this long before answering (to provoke a timeout). */
  delayMs?: number;
  /** Drop the connection instead of answering. */
  hangUp?: boolean;
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ScriptedServer {
  url: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

/** Serves `script` in order; once it runs out, the last reply repeats. */
export async function scriptedServer(script: Reply[] | ((request: ReceivedRequest, index: number) => Reply)): Promise<ScriptedServer> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(received);
      const index = requests.length - 1;
      const reply = typeof script === 'function' ? script(received, index) : script[Math.min(index, script.length - 1)]!;
      const answer = () => {
        if (reply.hangUp) {
          req.socket.destroy();
          return;
        }
        const text = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
        const type = typeof reply.body === 'string' ? 'text/plain' : 'application/json';
        res.writeHead(reply.status, { ...(text ? { 'Content-Type': type } : {}), ...reply.headers });
        res.end(text);
      };
      // Unref'd, so that a reply that outlives its test does not keep the test run alive.
      if (reply.delayMs) setTimeout(answer, reply.delayMs).unref();
      else answer();
    });
  });
  return { ...(await listenLocally(server)), requests };
}

/** Starts `server` on a free port of 127.0.0.1: the API's base URL on it, and a close that drops open connections. */
export async function listenLocally(server: Server): Promise<{ url: string; close(): Promise<void> }> {
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v2`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 with nothing listening: connecting to it is refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
