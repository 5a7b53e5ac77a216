// What the reference pages say about a schema is what the contract says (issue 39, item 4):
// small contracts under tests/fixtures/sitegen/schemas/, one per shape, built into their
// reference pages; a table of what a reader must find on the HTML page and in its Markdown
// twin, and the twins of each contract kept as golden files
// (`UPDATE_GOLDEN=1` rewrites them; review the diff).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import type { OpenApiDocument } from '../../lib/openapi/index.js';
import { renderHtml } from '../../sitegen/html/index.js';
import { ROOT } from './helpers.js';

const FIXTURES = path.join(ROOT, 'tests/fixtures/sitegen/schemas');

/** The reference pages of one fixture contract: the article of each HTML page and each Markdown twin, by package path. */
async function site(shape: string): Promise<Map<string, string>> {
  const doc = parse(await readFile(path.join(FIXTURES, `${shape}.yaml`), 'utf8')) as OpenApiDocument;
  const files = await renderHtml({ site: { name: 'shapes', summary: 'Shapes.', baseUrl: 'https://docs.example' }, pages: [], apis: [{ name: shape, doc, samples: {} }] });
  const pages = new Map<string, string>();
  for (const [file, { body }] of files) {
    if (!file.startsWith(`reference/${shape}/`)) continue;
    pages.set(file, file.endsWith('.html') ? /<article>([^]*)<\/article>/.exec(body)?.[1] ?? body : body);
  }
  return pages;
}

const built = new Map<string, Promise<Map<string, string>>>();
const page = async (shape: string, file: string): Promise<string> => {
  if (!built.has(shape)) built.set(shape, site(shape));
  const found = (await built.get(shape)!).get(`reference/${shape}/${file}`);
  if (found === undefined) throw new Error(`no page ${file} in the ${shape} site`);
  return found;
};
/** The part of an operation page between two section ids. */
const section = (html: string, id: string): string => new RegExp(`<section aria-labelledby="${id}">([^]*?)</section>`).exec(html)?.[1] ?? '';
const names = (html: string): string[] => [...html.matchAll(/<code class="field-name">([^<]+)<\/code>/g)].map((m) => m[1]!);

type Case = [name: string, { shape: string; file: string; check: (text: string) => void }];

test.each<Case>([
  ['a oneOf of inline objects names each branch by its title, with its fields', { shape: 'one-of-objects', file: 'createPayment/index.html', check: (html) => {
    expect(html).not.toContain('object or object');
    expect(html).toContain('<span class="field-type">Card or Bank Account</span>');
    expect(html).toMatch(/<details class="field-children variant"><summary>Card<\/summary>[^]*payment_method\.number[^]*<\/details><details class="field-children variant"><summary>Bank Account<\/summary>[^]*payment_method\.iban/);
  } }],
  ['the Markdown twin lists each branch of a field and its fields', { shape: 'one-of-objects', file: 'createPayment.md', check: (md) => {
    expect(md).toMatch(/\| `payment_method` as Card \| One of \|[^\n]*\n\| `payment_method.number` \| string \| required \| The card number\. \|/);
    expect(md).toContain('| `payment_method` as Bank Account | One of |');
  } }],
  ['a body that is a oneOf of $refs names each branch by its component and its discriminator value', { shape: 'one-of-objects', file: 'createPet/index.html', check: (html) => {
    expect(html).toContain('<summary>Cat (<code>pet_type</code>: <code>cat</code>)</summary>');
    expect(html).toContain('<summary>Dog (<code>pet_type</code>: <code>dog</code>)</summary>');
    expect(names(section(html, 'request-body'))).toEqual(['pet_type', 'purrs', 'pet_type', 'barks']);
  } }],
  ['an allOf nested in a referenced allOf keeps every field', { shape: 'nested-all-of', file: 'createChatCompletion/index.html', check: (html) => {
    expect(names(section(html, 'request-body'))).toEqual(['temperature', 'top_p', 'top_logprobs', 'model', 'messages', 'messages[].role', 'messages[].content']);
    expect(html).toMatch(/temperature<\/code>[^]*?0 to 2[^]*?Default: <code>1<\/code>/);
  } }],
  ['the schema page of a nested allOf lists the merged fields', { shape: 'nested-all-of', file: 'schemas/CreateChatCompletionRequest.md', check: (md) => {
    expect(md).toContain('| `temperature` | number | optional | Sampling temperature. 0 to 2. Default: `1`. |');
    expect(md).toContain('| `top_p` |');
  } }],
  ['a request body leaves read-only fields out, a response write-only ones', { shape: 'read-write-only', file: 'createUser/index.html', check: (html) => {
    expect(names(section(html, 'request-body'))).toEqual(['name', 'password']);
    expect(names(/<div class="operation-answers">([^]*)/.exec(html)![1]!)).toEqual(['id', 'created_at', 'name']);
  } }],
  ['a schema page shows read-only and write-only fields, each marked', { shape: 'read-write-only', file: 'schemas/User/index.html', check: (html) => {
    expect(names(html)).toEqual(['id', 'created_at', 'name', 'password']);
    expect(html).toMatch(/id<\/code>[^]*?Read-only: the service sends it and ignores it in requests\./);
    expect(html).toMatch(/password<\/code>[^]*?Write-only: accepted in requests and never sent back\.[^]*At least 12 characters\./);
  } }],
  ['exclusive bounds and every other bound are shown', { shape: 'exclusive-bounds', file: 'createMeasure.md', check: (md) => {
    expect(md).toContain('| `scale` | query | number | optional | Greater than 0 and at most 10. |');
    expect(md).toContain('| `ratio` | number | optional | Greater than 0 and less than 1. |');
    expect(md).toContain('| `percent` | integer | optional | 0 to 100; a multiple of 5. |');
    expect(md).toContain('| `code` | string | optional | Exactly 3 characters; matches `^[A-Z]{3}$`. |');
    expect(md).toContain('| `tags` | array of string | optional | 1 to 10 items; no two items equal. |');
    expect(md).toContain('| `labels` | object | optional | 1 to 5 entries. |');
  } }],
  ['a referenced schema whose type allows null keeps its null', { shape: 'nullable-ref', file: 'getCustomer/index.html', check: (html) => {
    expect(html).toMatch(/address<\/code> <span class="field-type"><a href="[^"]+">Address<\/a> or null<\/span>/);
    expect(html).toMatch(/billing_address<\/code> <span class="field-type"><a href="[^"]+">Address<\/a> or null<\/span>[^]*?Where invoices go\./);
  } }],
  ['a oneOf of consts lists each value with its title and description', { shape: 'one-of-consts', file: 'schemas/OrderStatus.md', check: (md) => {
    expect(md).toContain('- `"open"`: Open — Waiting to be shipped.\n- `"shipped"`: Shipped\n- `"cancelled"`: Stopped before shipping.');
  } }],
  ['an inline oneOf of consts in a response field and a parameter lists its values', { shape: 'one-of-consts', file: 'listOrders/index.html', check: (html) => {
    expect(html).toMatch(/priority<\/code>[^]*<li><code>1<\/code>: High<\/li><li><code>2<\/code>: Low — Handled within a week\.<\/li>/);
    expect(section(html, 'parameters')).toContain('<li><code>&quot;open&quot;</code>: Open — Waiting to be shipped.</li>');
  } }],
  ['a field that holds a schema of more than 20 fields links to its page instead of repeating them; a small one is shown in place', { shape: 'large-schema', file: 'getRepository/index.html', check: (html) => {
    expect(names(section(html, 'responses'))).toEqual(['repository', 'forks', 'owner', 'owner.login']);
    expect(html).toMatch(/repository<\/code>[^]*?Its fields are on the page of <a href="[^"]*schemas\/Repository\/">Repository<\/a>\./);
    expect(html).toMatch(/forks<\/code>[^]*?Its fields are on the page of <a href="[^"]*schemas\/Repository\/">Repository<\/a>\./);
  } }],
  ['the page of that schema lists all its fields', { shape: 'large-schema', file: 'schemas/Repository/index.html', check: (html) => {
    expect(names(html)).toHaveLength(21);
  } }],
  ['a field that holds a named value shows its type, values, bounds and description; its own description wins', { shape: 'named-values', file: 'buyTicket/index.html', check: (html) => {
    expect(html).toMatch(/state<\/code> <span class="field-type"><a href="[^"]+TicketState\/">TicketState<\/a>: string<\/span>[^]*?Where the ticket stands\.[^]*?<li><code>&quot;reserved&quot;<\/code>: Held for ten minutes\.<\/li><li><code>&quot;paid&quot;<\/code>: Yours\.<\/li>/);
    expect(html).toMatch(/email<\/code> <span class="field-type"><a href="[^"]+Email\/">Email<\/a>: string \(email\)<\/span>[^]*?An e-mail address\.[^]*?At most 254 characters\./);
    expect(html).toMatch(/copy_to<\/code>[^]*?Who gets a copy of the ticket\.[^]*?At most 254 characters\./);
    expect(/copy_to<\/code>([^]*?)<code class="field-name">/.exec(html)![1]).not.toContain('An e-mail address.');
  } }],
  ['a named value of more than 20 values leaves them to its page; a named object is linked and expanded as before', { shape: 'named-values', file: 'buyTicket.md', check: (md) => {
    expect(md).toContain('| `reason` | [ReasonCode](schemas/ReasonCode.md): string | optional | Why the ticket was bought, as a code. One of 25 values, listed on the page of [ReasonCode](schemas/ReasonCode.md). |');
    expect(md).toContain('| `holder` | [Holder](schemas/Holder.md) | optional |  |');
    expect(md).toContain('| `holder.name` | string | optional | As on their passport. |');
  } }],
])('%s', async (_, { shape, file, check }) => check(await page(shape, file)));

const shapes = (await readdir(FIXTURES)).filter((f) => f.endsWith('.yaml')).map((f) => f.slice(0, -5)).sort();

test.each(shapes)('the Markdown twins of the %s contract are its golden file', async (shape) => {
  const pages = await (built.get(shape) ?? site(shape));
  const twins = [...pages].filter(([file]) => file.endsWith('.md') && file !== `reference/${shape}.md`).sort(([a], [b]) => (a < b ? -1 : 1));
  // The samples and examples are another part's (samples.ts); the golden keeps what the schemas make.
  const text = twins.map(([file, body]) => `<!-- ${file} -->\n\n${body.replace(/^## (?:Samples|Example)\n[^]*?(?=^## |(?![^]))/gm, '')}`).join('\n');
  const golden = path.join(FIXTURES, `${shape}.md`);
  if (process.env.UPDATE_GOLDEN === '1') await writeFile(golden, text);
  expect(text).toBe(await readFile(golden, 'utf8'));
});
