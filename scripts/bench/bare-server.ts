// The ceiling for this stack: a bare Express 5 route that returns a fixed JSON body.
// Started by scripts/bench/server.ts; prints its URL on stdout.
import express from 'express';
import type { AddressInfo } from 'node:net';

const body = JSON.parse(process.argv[2] ?? '{}') as unknown;
const app = express();
app.disable('x-powered-by');
app.get('/invoice', (_req, res) => {
  res.json(body);
});
const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
