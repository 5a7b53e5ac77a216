// The `compact` source quotes /api/invoicing.compact as the writer makes it from the contract,
// whole sections or chosen entries, so the manual's excerpts of the notation cannot go stale.
import { digestOf, writeCompact } from '../../sitegen/compact/index.js';
import type { Operation } from '../../lib/openapi/index.js';
import { compactExcerptSource } from '../../reference/compact-excerpt.js';
import { invoicing } from './invoicing.js';

const excerpt = (show: string, doc = invoicing()) => compactExcerptSource(doc)({ show });
const body = (markdown: string) => markdown.split('\n').slice(1, -1).join('\n');

test('quotes a whole section exactly as the digest the site serves has it', () => {
  const digest = writeCompact(digestOf(invoicing()));
  const meta = digest.slice(0, digest.indexOf('\n\n'));
  expect(excerpt('meta')).toBe(`\`\`\`text illustrative an excerpt of /api/invoicing.compact, written from the contract when the site is built\n${meta}\n\`\`\``);
});

test('picks entries with their indented lines, in the order asked, across sections', () => {
  const text = body(excerpt('ops:getInvoice failures:404 types:Currency,Money'));
  expect(text).toMatch(/^\[ops\]\ngetInvoice GET \/invoices\/\{invoice_id\}\n {2}Retrieve an invoice\n {2}> path invoice_id: str/);
  expect(text).toContain('\n\n[failures]\n404 Error  # ');
  expect(text).toMatch(/\n\n\[types\]\nCurrency = EUR\|USD\|GBP\|CHF[^\n]*\nMoney[^\n]*\n {2}amount: int[^\n]*\n {2}currency: Currency$/);
});

test('follows the contract: a changed summary is quoted as changed', () => {
  const changed = invoicing();
  (changed.paths!['/invoices/{invoice_id}']!.get as Operation).summary = 'Fetch one invoice';
  expect(body(excerpt('ops:getInvoice', changed)).split('\n')[2]).toBe('  Fetch one invoice');
});

test('names what the digest has when asked for a section or an entry it lacks', () => {
  expect(() => excerpt('meta examples')).toThrow('the digest has no section [examples]; it has [meta], [ops], [webhooks], [failures], [types]');
  expect(() => excerpt('ops:refundInvoice')).toThrow('[ops] of the digest has no entry refundInvoice');
  expect(() => compactExcerptSource(invoicing())({})).toThrow('source="compact" takes show="..."');
});
