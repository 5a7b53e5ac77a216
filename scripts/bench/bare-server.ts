// The ceiling for this stack: a bare Express 5 route that returns a fixed JSON body.
// Started by scripts/bench/server.ts with the body as an argument, and by scripts/bench/scale.ts
// with `@file` for a body too long for one; prints its URL on stdout.
import express from 'express';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

const argument = process.argv[2] ?? '{}';
const body = JSON.parse(argument.startsWith('@') ? readFileSync(argument.slice(1), 'utf8') : argument) as unknown;
const app = express();
app.disable('x-powered-by');
app.get('/invoice', (_req, res) => {
  res.json(body);
});
const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
