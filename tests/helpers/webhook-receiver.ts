// A real HTTP receiver of webhooks on 127.0.0.1 for tests: it answers each call as the next
// step of its script says (a status, a redirect, no answer at all, or a dropped connection),
// and keeps every request it got, with its raw body, for verification with standardwebhooks.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { Store } from '../../server/store/store.js';
import { newSigningSecret, secretBox } from '../../server/webhooks/secret-box.js';

export type Step = number | 'timeout' | 'close' | 'redirect' | { status: number; body: string };

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  port: number;
  received: Received[];
  /** The answers to give, in order; when they run out every call gets 200 (after delayMs). */
  script(steps: Step[]): void;
  close(): Promise<void>;
}

/** `delayMs`: how long each answer waits, so that calls are still in flight when a test acts. */
export async function startWebhookReceiver(options: { delayMs?: number } = {}): Promise<WebhookReceiver> {
  const received: Received[] = [];
  let steps: Step[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const step = steps.shift();
      if (step === undefined) return void setTimeout(() => res.writeHead(200).end('ok'), options.delayMs ?? 0);
      if (step === 'timeout') return; // never answers
      if (step === 'close') return req.socket.destroy();
      if (step === 'redirect') return res.writeHead(307, { Location: '/elsewhere' }).end();
      if (typeof step === 'object') return res.writeHead(step.status).end(step.body);
      res.writeHead(step).end('ok');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    script(next) {
      steps = [...next];
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Verifies a received call with the standardwebhooks library as a receiver would, at the
 * instant `at` (the test's fixed clock) instead of the machine's: the library checks that the
 * timestamp is within five minutes of now. Throws when the signature does not verify.
 */
export function verifyAt(secret: string, call: Pick<Received, 'headers' | 'body'>, at: Date): unknown {
  const realNow = Date.now;
  Date.now = () => at.getTime();
  try {
    return new Webhook(secret).verify(call.body, call.headers as Record<string, string>);
  } finally {
    Date.now = realNow;
  }
}

/**
 * Writes an endpoint for all events straight into a store, as a process with FOLIO_SECRET =
 * `serviceSecret` would have, and answers its id and signing secret: for tests that run
 * `folio` as a child process.
 */
export async function seedEndpoint(store: Store, accountId: string, url: string, serviceSecret: string): Promise<{ id: string; secret: string }> {
  const secret = newSigningSecret();
  const id = `we_seeded${Math.random().toString(36).slice(2, 12)}`;
  await store.transact((tx) => tx.insertEndpoint({
    id, accountId, url, enabledEvents: ['*'], description: null, disabled: false, secretSealed: secretBox(serviceSecret).seal(secret),
    previousSecretSealed: null, previousSecretUntil: null, createdAt: new Date().toISOString(),
  }));
  return { id, secret };
}
