// series(): several middleware functions as one router layer, with a router's handling of
// next, thrown errors and rejected promises, seen through a real Express app.
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import request from 'supertest';
import { series } from '../../server/http/series.js';

function app(...handlers: RequestHandler[]) {
  const seen: string[] = [];
  const server = express();
  server.use(series(...handlers.map((handler, i): RequestHandler => (req, res, next) => {
    seen.push(`h${i}`);
    return handler(req, res, next);
  })));
  server.use((_req, res) => void res.json({ seen }));
  const onError: ErrorRequestHandler = (error: Error, _req, res, _next) => void res.status(500).json({ seen, error: error.message });
  server.use(onError);
  return server;
}

const pass: RequestHandler = (_req, _res, next) => next();

test('handlers run in order, and next(null) goes on as it does in a router', async () => {
  const res = await request(app(pass, (_req, _res, next) => next(null), pass)).get('/');
  expect(res.body).toEqual({ seen: ['h0', 'h1', 'h2'] });
});

test('a handler that calls next later, after a timer, goes on too', async () => {
  const res = await request(app((_req, _res, next) => void setTimeout(() => next(), 1), pass)).get('/');
  expect(res.body).toEqual({ seen: ['h0', 'h1'] });
});

test.each<[string, RequestHandler]>([
  ['throws', () => { throw new Error('thrown'); }],
  ['rejects', async () => { throw new Error('thrown'); }],
  ['passes an error to next', (_req, _res, next) => next(new Error('thrown'))],
])('a handler that %s stops the series and reaches the error handler', async (_name, failing) => {
  const res = await request(app(pass, failing, pass)).get('/');
  expect(res.status).toBe(500);
  expect(res.body).toEqual({ seen: ['h0', 'h1'], error: 'thrown' });
});
