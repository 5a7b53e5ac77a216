// Uploads that never end (issue 19): a declared Content-Length over the limit is refused
// before any of the body is read, a body that stalls or trickles is answered 408 with the
// Error body, and Node's own deadlines close a client that never finishes its headers. The
// deadlines are shortened here so that the tests wait for the server's answer, not a clock.
// Runs once, on SQLite (R193): a body that is late or too large is refused before it reaches a route.
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { applyServerTimeouts } from '../../server/http/guards/index.js';
import { startService, type TestService } from '../helpers/service.js';
import { contract, errorTypeFor, expectSameRows, schemaErrors } from './fuzz/contract-checks.js';

let s: TestService;
let server: Server;
let port: number;
beforeEach(async () => {
  s = await startService({ bodyReadTimeoutMs: 400 });
  server = createServer(s.app);
  applyServerTimeouts(server, { headersTimeoutMs: 400, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 200, checkIntervalMs: 100 });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});
afterEach(() => new Promise<void>((done) => { server.close(() => done()); }));

interface Exchange {
  /** Everything the server sent before it closed the connection. */
  answer: string;
  /** Body bytes the client had written when the answer began. */
  bodyBytesSent: number;
}

/**
 * Writes `head`, then the body chunks one at a time (each after the previous was flushed and
 * `gapMs` passed, for a trickling client), and collects the answer until the server closes.
 */
function exchange(head: string, chunks: string[] = [], gapMs = 0): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    let answer = '';
    let sent = 0;
    let sentAtAnswer: number | undefined;
    let timer: NodeJS.Timeout | undefined;
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      const next = () => {
        const chunk = chunks.shift();
        if (chunk === undefined || socket.destroyed) return;
        socket.write(chunk, () => {
          sent += Buffer.byteLength(chunk);
          timer = setTimeout(next, gapMs);
        });
      };
      next();
    });
    socket.on('data', (data) => {
      sentAtAnswer ??= sent;
      answer += data.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, bodyBytesSent: sentAtAnswer ?? sent });
    });
  });
}

const postHead = (length: number) => `POST /v2/customers HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${s.alice}\r\n`
  + `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

/** The status line and the parsed Error body of a raw answer. */
function parse(answer: string): { status: number; headers: string; body: { error: { type: string; message: string } } } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head, body: JSON.parse(body) };
}

function expectErrorAnswer(answer: string, status: number): string {
  const res = parse(answer);
  expect(res.status).toBe(status);
  expect(schemaErrors(contract.schema('Error'), res.body)).toBeNull();
  expect(res.body.error.type).toBe(errorTypeFor(status));
  expect(res.headers).toMatch(/\r\nConnection: close/i);
  return res.body.error.message;
}

test('a declared Content-Length of 200,000,000 is answered 413 before any body byte is sent, and the connection closes', async () => {
  const before = s.snapshot();
  const { answer, bodyBytesSent } = await exchange(postHead(200_000_000));
  expect(bodyBytesSent).toBe(0);
  expect(expectErrorAnswer(answer, 413)).toBe('The request body is larger than 1 MB.');
  expectSameRows(before, s.snapshot());
});

test('a declared Content-Length of 200,000,000 without a key is 413 too, before authentication reads anything', async () => {
  const { answer, bodyBytesSent } = await exchange(postHead(200_000_000).replace(/Authorization: [^\r]*\r\n/, ''));
  expect(bodyBytesSent).toBe(0);
  expectErrorAnswer(answer, 413);
});

test('a request refused before its body is read (no key) is answered 401 and its connection closed, not drained', async () => {
  const { answer, bodyBytesSent } = await exchange(postHead(100).replace(/Authorization: [^\r]*\r\n/, ''));
  expect(bodyBytesSent).toBe(0);
  expectErrorAnswer(answer, 401);
});

test('a client that declares a body and stops sending half-way is answered 408 with the Error body, and nothing is written', async () => {
  const before = s.snapshot();
  const body = JSON.stringify({ name: 'n', email: 'a@b.example', address: { line1: 'l', city: 'c', postal_code: 'p', country: 'FR' } });
  const { answer } = await exchange(postHead(Buffer.byteLength(body)), [body.slice(0, 20)]);
  expect(expectErrorAnswer(answer, 408)).toBe('The request body did not arrive within 0.4 seconds; send it again.');
  expectSameRows(before, s.snapshot());
});

test('a client that trickles its body a byte at a time is answered 408 once the body deadline passes, and nothing is written', async () => {
  const before = s.snapshot();
  const body = JSON.stringify({ name: 'n', email: 'a@b.example', address: { line1: 'l', city: 'c', postal_code: 'p', country: 'FR' } });
  const { answer, bodyBytesSent } = await exchange(postHead(Buffer.byteLength(body)), [...body], 50);
  expect(bodyBytesSent).toBeLessThan(Buffer.byteLength(body));
  expectErrorAnswer(answer, 408);
  expectSameRows(before, s.snapshot());
});

test('a body that arrives whole within the deadline, in pieces, is read as usual', async () => {
  const body = JSON.stringify({ name: 'n', email: 'a@b.example', address: { line1: 'l', city: 'c', postal_code: 'p', country: 'FR' } });
  const half = Math.floor(body.length / 2);
  const { answer } = await exchange(postHead(Buffer.byteLength(body)).replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n'), [body.slice(0, half), body.slice(half)], 10);
  expect(parse(answer).status).toBe(201);
});

test("a client that never finishes its headers gets Node's bare 408 once the headers deadline passes, and the connection closes", async () => {
  const { answer } = await exchange(`GET /v2/status HTTP/1.1\r\nHost: localhost\r\nX-Slow: `);
  expect(answer).toBe('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
});
