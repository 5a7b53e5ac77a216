// The service's res.json (json-response.ts, R123) answers with the bytes and headers of
// Express's own for the service's settings: the same app is served twice, once with Express's
// res.json and once with the service's, and the raw answers are compared.
import express, { type Express, type RequestHandler } from 'express';
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeJsonAtOnce } from '../../server/http/json-response.js';

interface RawAnswer {
  status: number;
  headers: string[];
  body: string;
}

function appWith(handler: RequestHandler, lean: boolean): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  if (lean) writeJsonAtOnce(app);
  app.all('/answer', handler);
  return app;
}

/** One request to `app` on a loopback port: status, raw headers but Date, and the body as sent. */
async function answer(app: Express, method: string, headers: OutgoingHttpHeaders = {}): Promise<RawAnswer> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<RawAnswer>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/answer', method, headers: { connection: 'close', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = res.rawHeaders.flatMap((value, i) => (i % 2 === 0 ? [`${value}: ${res.rawHeaders[i + 1]}`] : []));
          resolve({ status: res.statusCode!, headers: raw.filter((line) => !line.startsWith('Date:')), body: Buffer.concat(chunks).toString('latin1') });
        });
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const invoiceLike = {
  id: 'inv_4f9Qx2LrT8aZk1MnB7cD0e',
  lines: Array.from({ length: 12 }, (_, i) => ({ description: `Line ${i}: Beratung für Müller ✓`, quantity: i + 1, unit_price: { amount: 1500, currency: 'EUR' } })),
  notes: null,
};

test.each<[string, { method?: string; headers?: OutgoingHttpHeaders; handler: RequestHandler }]>([
  ['an object of more than 1,000 characters with letters beyond ASCII', { handler: (_req, res) => void res.json(invoiceLike) }],
  ['a small object', { handler: (_req, res) => void res.json({ status: 'ok' }) }],
  ['a 201 with its body', { handler: (_req, res) => void res.status(201).json(invoiceLike) }],
  ['a HEAD request, with no body but its length', { method: 'HEAD', handler: (_req, res) => void res.json(invoiceLike) }],
  ['null, a number, a string and an array', { handler: (req, res) => void res.json([null, 1, 'two', [3]]) }],
  ['null alone', { handler: (_req, res) => void res.json(null) }],
  ['a 204, whose body Express leaves out', { handler: (_req, res) => void res.status(204).json(invoiceLike) }],
  ['a 205, whose body Express leaves out', { handler: (_req, res) => void res.status(205).json(invoiceLike) }],
  ['a conditional GET that Express answers 304', { headers: { 'If-None-Match': '*' }, handler: (_req, res) => void res.json(invoiceLike) }],
  ['a Content-Type set before', { handler: (_req, res) => void res.type('application/problem+json').json({ title: 'x' }) }],
  ['nothing to send', { handler: (_req, res) => void res.json(undefined) }],
])('answers %s as Express does', async (_name, { method = 'GET', headers, handler }) => {
  const expected = await answer(appWith(handler, false), method, headers);
  const actual = await answer(appWith(handler, true), method, headers);
  expect(actual).toEqual(expected);
});

test('refuses an app that makes ETags, whose answers it would not make as Express does', () => {
  const app = express();
  expect(() => writeJsonAtOnce(app)).toThrow("writeJsonAtOnce covers an app without 'etag fn'.");
});
