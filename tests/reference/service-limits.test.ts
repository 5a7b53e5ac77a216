// The `limits` and `rate-limits` sources: the numbers the service enforces with its own
// constants, and the contract's sentences that state the same numbers held to them.
import { defaultRateLimits } from '../../server/config.js';
import { defaultDueDays } from '../../server/domain/due-date.js';
import { maxTotalMinorUnits, taxRateDecimals } from '../../server/domain/totals.js';
import { bodyLimitBytes, formatBytes } from '../../server/http/limits.js';
import { bodyReadTimeoutMs } from '../../server/http/guards/index.js';
import type { Response } from '../../lib/openapi/index.js';
import { formatNumber } from '../../sitegen/content/index.js';
import { limitsTable, rateLimitsTable } from '../../reference/service-limits.js';
import { invoicing, row, rows } from './invoicing.js';

test('prints the body and header limits, the time a client has to send, and the range of computed totals from the constants the service uses', () => {
  const table = limitsTable({});
  expect(rows(table).map((cells) => cells[0])).toEqual(['Request body', 'Time to send a request body', 'Time to send the request headers',
    'Time to send a whole request', 'Idle keep-alive connection', 'Request headers', '`subtotal`, `tax` and `total` (computed)']);
  expect(row(table, 'Request body')?.[1]).toBe('At most 1 MB. A larger body is refused with `413` before it is parsed; one whose `Content-Length` declares more is refused before any of it is read, and the connection is closed.');
  expect(row(table, 'Time to send a request body')?.[1]).toMatch(/^20 seconds, counted from the end of the headers\. .*`408`/);
  expect(row(table, 'Time to send the request headers')?.[1]).toMatch(/^10 seconds\./);
  expect(row(table, 'Time to send a whole request')?.[1]).toMatch(/^30 seconds,/);
  expect(row(table, 'Idle keep-alive connection')?.[1]).toBe('Closed after 5 seconds without a request.');
  expect(row(table, 'Request headers')?.[1]).toMatch(/^At most 16 kB in all/);
  expect(row(table, '`subtotal`, `tax` and `total` (computed)')?.[1]).toMatch(/^Each within ±9,007,199,254,740,991 minor units/);
});

test('prints the default rate limit of each environment, production first', () => {
  expect(rateLimitsTable({})).toBe('| Environment | Requests a second per key |\n|---|---|\n| `production` | 100 |\n| `sandbox` | 25 |\n');
});

test('the numbers follow the constants', () => {
  expect(bodyLimitBytes).toBe(1024 * 1024);
  expect(maxTotalMinorUnits).toBe(2 ** 53 - 1);
  expect(defaultRateLimits).toEqual({ production: 100, sandbox: 25 });
});

test.each([
  [1024 * 1024, '1 MB'],
  [16 * 1024, '16 kB'],
  [1500, '1500 bytes'],
])('writes %i bytes as %s', (bytes, text) => {
  expect(formatBytes(bytes)).toBe(text);
});

test.each([
  [1_000_000, '1,000,000'],
  [-1e12, '−1,000,000,000,000'],
  [8.875, '8.875'],
])('writes the number %p as %s', (value, text) => {
  expect(formatNumber(value)).toBe(text);
});

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

test("the contract's sentences that state a limit state the service's: the body limit and read time, the rate limits, the decimals of a tax rate and the default due date", () => {
  const doc = invoicing();
  const responses = doc.components!.responses as Record<string, Response>;
  expect(responses.PayloadTooLarge!.description).toContain(`larger than ${formatBytes(bodyLimitBytes)}`);
  expect(responses.RequestTimeout!.description).toContain(`waits ${bodyReadTimeoutMs / 1000} seconds for a whole\nbody`);
  expect(responses.TooManyRequests!.description).toContain(`${defaultRateLimits.production} a second on production, ${defaultRateLimits.sandbox} on the sandbox`);
  expect(doc.components!.schemas!.LineItem!.properties!.tax_rate!.description).toContain(`at most ${NUMBER_WORDS[taxRateDecimals]} decimals`);
  expect(doc.components!.schemas!.InvoiceCreate!.properties!.due_date!.description).toContain(`Defaults to ${defaultDueDays} days from creation`);
  expect(doc.components!.schemas!.Invoice!.properties!.due_date!.description).toContain(`${defaultDueDays} days after creation unless given`);
});
