// The retry policy as a table: Retry-After parsing, backoff, and which outcomes are retried
// for retry-safe and non-idempotent requests.
import {
  backoffDelay, defaultRetrySettings, failedBeforeSending, isRetrySafe, parseRetryAfter, retryDelay, type AttemptOutcome,
} from '../../client/retry-policy.js';

const now = Date.parse('2026-11-21T10:00:00Z');

describe('parseRetryAfter', () => {
  test.each([
    ['delta-seconds', { given: '1', want: 1000 }],
    ['zero seconds', { given: '0', want: 0 }],
    ['seconds with spaces', { given: ' 120 ', want: 120_000 }],
    ['an HTTP date 5 s ahead', { given: 'Sat, 21 Nov 2026 10:00:05 GMT', want: 5000 }],
    ['an HTTP date in the past', { given: 'Sat, 21 Nov 2026 09:59:00 GMT', want: 0 }],
    ['no header', { given: null, want: undefined }],
    ['a negative number', { given: '-1', want: undefined }],
    ['a fraction', { given: '1.5', want: undefined }],
    ['garbage', { given: 'soon', want: undefined }],
  ])('reads %s', (_name, { given, want }) => {
    expect(parseRetryAfter(given, now)).toBe(want);
  });
});

test('the backoff stays between half and all of the doubled delay, capped at the maximum', () => {
  for (let retriesDone = 0; retriesDone < 8; retriesDone++) {
    const ceiling = Math.min(defaultRetrySettings.maxDelayMs, defaultRetrySettings.initialDelayMs * 2 ** retriesDone);
    expect(backoffDelay(retriesDone, defaultRetrySettings, () => 0)).toBe(ceiling / 2);
    expect(backoffDelay(retriesDone, defaultRetrySettings, () => 0.999999)).toBe(ceiling);
  }
});

test.each([
  ['GET', {}, true],
  ['DELETE', {}, true],
  ['PATCH', {}, true],
  ['POST', {}, false],
  ['POST', { 'Idempotency-Key': 'k' }, true],
])('%s with headers %j is retry-safe: %s', (method, headers, want) => {
  expect(isRetrySafe(method, new Headers(headers))).toBe(want);
});

test.each([
  ['a refused connection', { code: 'ECONNREFUSED' }, true],
  ['an unknown host, wrapped by fetch', new TypeError('fetch failed', { cause: Object.assign(new Error('getaddrinfo'), { code: 'ENOTFOUND' }) }), true],
  ['a reset connection', { code: 'ECONNRESET' }, false],
  ['a socket closed by the other side', new TypeError('fetch failed', { cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }) }), false],
  ['an error without a code', new Error('boom'), false],
])('%s happened before sending: %s', (_name, error, want) => {
  expect(failedBeforeSending(error)).toBe(want);
});

describe('retryDelay', () => {
  const network = (beforeSending: boolean): AttemptOutcome => ({ kind: 'failure', reason: 'network', beforeSending });
  const status = (code: number, retryAfter: string | null = null): AttemptOutcome => ({ kind: 'response', status: code, retryAfter });
  const cases: [string, { outcome: AttemptOutcome; retrySafe: boolean; want: number | undefined }][] = [
    ['a network failure of a safe request', { outcome: network(false), retrySafe: true, want: 375 }],
    ['a network failure after sending an unsafe request', { outcome: network(false), retrySafe: false, want: undefined }],
    ['a refused connection of an unsafe request', { outcome: network(true), retrySafe: false, want: 375 }],
    ['a timeout of a safe request', { outcome: { kind: 'failure', reason: 'timeout', beforeSending: false }, retrySafe: true, want: 375 }],
    ['a timeout of an unsafe request', { outcome: { kind: 'failure', reason: 'timeout', beforeSending: false }, retrySafe: false, want: undefined }],
    ["the caller's abort", { outcome: { kind: 'failure', reason: 'aborted', beforeSending: false }, retrySafe: true, want: undefined }],
    ['a 429 of an unsafe request', { outcome: status(429), retrySafe: false, want: 375 }],
    ['a 429 with Retry-After: 2', { outcome: status(429, '2'), retrySafe: true, want: 2000 }],
    ['a 429 with Retry-After over a minute', { outcome: status(429, '61'), retrySafe: true, want: undefined }],
    ['a 500 of a safe request', { outcome: status(500), retrySafe: true, want: 375 }],
    ['a 503 with Retry-After: 3', { outcome: status(503, '3'), retrySafe: true, want: 3000 }],
    ['a 500 of an unsafe request', { outcome: status(500), retrySafe: false, want: undefined }],
    ['a 501', { outcome: status(501), retrySafe: true, want: undefined }],
    ['a 409', { outcome: status(409), retrySafe: true, want: undefined }],
    ['a 200', { outcome: status(200), retrySafe: true, want: undefined }],
  ];
  test.each(cases)('for %s', (_name, { outcome, retrySafe, want }) => {
    expect(retryDelay(outcome, { retrySafe, retriesDone: 0, settings: defaultRetrySettings, now, random: () => 0.5 })).toBe(want);
  });

  test('gives up once maxRetries retries are done', () => {
    const context = { retrySafe: true, settings: { ...defaultRetrySettings, maxRetries: 2 }, now, random: () => 0.5 };
    expect(retryDelay(status(503), { ...context, retriesDone: 1 })).toBe(750);
    expect(retryDelay(status(503), { ...context, retriesDone: 2 })).toBeUndefined();
  });
});
