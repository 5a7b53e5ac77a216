// A local HTTP server that answers as a captive portal, a broken proxy or a hostile service
// would: any status, headers and body the test writes, bodies streamed as large as asked
// (honouring back-pressure, and stopping when the client hangs up), or trickled forever. It
// counts the requests and the body bytes it managed to hand to the socket.
import { createServer, type ServerResponse } from 'node:http';
import { listenLocally } from './scripted-server.js';

export type HostileReply =
  | { status: number; headers?: Record<string, string>; body: string }
  /** `bytes` of `{"data":"xxxx...` in 64 KiB chunks, as fast as the client reads them. */
  | { status: number; headers?: Record<string, string>; stream: number }
  /** The headers and the first byte, then one more byte every `everyMs`, never ending. */
  | { status: number; headers?: Record<string, string>; trickleEveryMs: number };

export interface HostileServer {
  url: string;
  /** `METHOD path` of every request received. */
  requests: string[];
  /** Body bytes written to the socket, and whether a streamed body was written to its end. */
  sent: { bytes: number; finished: boolean };
  close(): Promise<void>;
}

const CHUNK = 64 * 1024;

export async function hostileServer(reply: HostileReply): Promise<HostileServer> {
  const requests: string[] = [];
  const sent = { bytes: 0, finished: false };
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      requests.push(`${req.method} ${req.url}`);
      res.writeHead(reply.status, reply.headers);
      if ('body' in reply) res.end(reply.body);
      else if ('stream' in reply) void stream(res, reply.stream, sent);
      else {
        res.write('{');
        const timer = setInterval(() => res.write(' '), reply.trickleEveryMs);
        timers.add(timer);
        res.on('close', () => clearInterval(timer));
      }
    });
  });
  const { url, close } = await listenLocally(server);
  return {
    url,
    requests,
    sent,
    close: () => {
      for (const timer of timers) clearInterval(timer);
      return close();
    },
  };
}

async function stream(res: ServerResponse, bytes: number, sent: { bytes: number; finished: boolean }): Promise<void> {
  let closed = false;
  res.on('close', () => { closed = true; });
  const chunk = Buffer.alloc(CHUNK, 'x');
  chunk.write('{"data":"');
  for (let left = bytes; left > 0 && !closed; left -= CHUNK) {
    const part = left >= CHUNK ? chunk : chunk.subarray(0, left);
    sent.bytes += part.length;
    if (!res.write(part)) {
      await new Promise<void>((resolve) => {
        const go = () => {
          res.off('drain', go);
          res.off('close', go);
          resolve();
        };
        res.on('drain', go);
        res.on('close', go);
      });
    }
  }
  if (!closed) {
    sent.finished = true;
    res.end();
  }
}
