// The reference pages show the contracts' examples (D44): every code block of every operation
// and schema page of the built site is free of the placeholders that values made up from a
// schema's type would give (`"string"`, a bare `1`), every operation page has an example
// response and every schema page with an example shows it, and the site's copy of the
// invoicing contract keeps the examples.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { operations, readOpenApi, readOwnContract } from '../../lib/openapi/index.js';
import { sharedSite } from '../helpers/shared-site.js';
import { ROOT } from './helpers.js';

const contracts = { site: readOpenApi(join(ROOT, 'openapi/site.yaml')), example: readOwnContract(join(ROOT, 'openapi/invoicing.yaml')) };
let dist: string;

beforeAll(async () => {
  dist = await sharedSite();
}, 300_000);

/** The text of every code block of a page, entities decoded. */
function codeBlocks(page: string): Array<{ label: string; text: string }> {
  return [...page.matchAll(/<pre [^>]*data-label="([^"]*)"[^>]*>([\s\S]*?)<\/pre>/g)].map((m) => ({
    label: m[1],
    text: m[2].replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
  }));
}

/** Every reference page of the built site: `[api, page name, html]`. */
function referencePages(): Array<[string, string, string]> {
  return (['site', 'invoicing'] as const).flatMap((api) => {
    const folder = join(dist, 'reference', api);
    const pagesIn = (sub: string) => (existsSync(join(folder, sub)) ? readdirSync(join(folder, sub), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name) : []);
    const names = readdirSync(folder, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== 'schemas' && e.name !== 'webhooks').map((e) => e.name);
    return [
      ...names.map((name): [string, string, string] => [api, name, readFileSync(join(folder, name, 'index.html'), 'utf8')]),
      ...['schemas', 'webhooks'].flatMap((sub) => pagesIn(sub).map((name): [string, string, string] => [api, `${sub}/${name}`, readFileSync(join(folder, sub, name, 'index.html'), 'utf8')])),
    ];
  });
}

/** Keys that a contract's own examples give the value 1: there a 1 is the real value, not a placeholder. */
function keysWithOne(): Set<string> {
  const text = JSON.stringify(contracts);
  return new Set([...text.matchAll(/"([^"]+)":1(?=[,}\]])/g)].map((m) => m[1]));
}

test('no code block of a reference page holds "string" or a made-up 1', () => {
  const allowed = keysWithOne();
  const pages = referencePages();
  expect(pages.length).toBeGreaterThan(90);
  const found = pages.flatMap(([api, name, page]) => codeBlocks(page).flatMap(({ label, text }) => {
    const strings = text.includes('"string"') ? ['"string"'] : [];
    const ones = [...text.matchAll(/"?([\w-]+)"?\s*[:=]\s*1(?![\d.])/g)].map((m) => m[1]).filter((key) => !allowed.has(key));
    const bare = /[[,]\s*1\s*[,\]]/.test(text) ? ['1 in a list'] : [];
    return [...strings, ...ones, ...bare].map((what) => `${api}/${name} (${label}): ${what}`);
  }));
  expect(found).toEqual([]);
});

test('every operation page shows an example response, every schema page its example, and every webhook page its body', () => {
  const missing = referencePages().filter(([, name, page]) => {
    const labels = codeBlocks(page).map((block) => block.label);
    if (name.startsWith('schemas/')) return !labels.some((label) => label.startsWith('Example of '));
    if (name.startsWith('webhooks/')) return !labels.some((label) => /^Example .* body$/.test(label));
    return !labels.some((label) => / response$/.test(label));
  }).map(([api, name]) => `${api}/${name}`);
  expect(missing).toEqual([]);
});

test('the curl and TypeScript samples use the manual\'s variables and pass the base URL to the client', () => {
  for (const entry of operations(contracts.example)) {
    const blocks = codeBlocks(readFileSync(join(dist, 'reference/invoicing', entry.id, 'index.html'), 'utf8'));
    const curl = blocks.find((b) => b.label === 'curl sample')!.text;
    const ts = blocks.find((b) => b.label === 'TypeScript sample')!.text;
    expect(curl).toMatch(/^curl -sS [^]*"\$FOLIO_BASE_URL\//);
    // Past the address, each flag on a line of its own: none runs on after another.
    expect(curl.replace(/--data '[^']*'/, '--data BODY').split('\n').filter((line) => / -[A-Za-z-]+ .* -[A-Za-z-]+ /.test(line))).toEqual([]);
    if (entry.operation.security?.length !== 0) expect(curl).toContain('-H "Authorization: Bearer $FOLIO_API_KEY"');
    expect(ts).toContain('baseUrl: process.env.FOLIO_BASE_URL');
  }
});

test('the create-invoice page sends and answers the contract\'s invoice example', () => {
  const blocks = codeBlocks(readFileSync(join(dist, 'reference/invoicing/createInvoice/index.html'), 'utf8'));
  const curl = blocks.find((b) => b.label === 'curl sample')!.text;
  // One flag per line with continuations, the JSON body set out over lines under its flag (R156).
  expect(curl).toMatch(/^curl -sS \\\n {2}-X POST \\\n {2}"\$FOLIO_BASE_URL\/invoices" \\\n {2}-H "Authorization: Bearer \$FOLIO_API_KEY" \\\n {2}-H 'Content-Type: application\/json' \\\n {2}--data '\{\n {4}"customer_id": "cus_8Hd2kLp0QwZx5Vb3Nm7Ty1",\n/);
  expect(curl).toMatch(/\n {2}\}'\n?$/);
  const sent = JSON.parse(/--data '([^']*)'/.exec(curl)![1]);
  expect(sent).toEqual((contracts.example.components!.examples!.NewInvoice as { value: unknown }).value);
  const answered = JSON.parse(blocks.find((b) => b.label === '201 response')!.text);
  expect(answered).toMatchObject({ customer_id: 'cus_8Hd2kLp0QwZx5Vb3Nm7Ty1', status: 'draft', total: { amount: 152642, currency: 'EUR' } });
});

test('the site\'s copy of the invoicing contract keeps its examples', () => {
  const copy = JSON.parse(readFileSync(join(dist, 'api/invoicing.json'), 'utf8')) as typeof contracts.example;
  expect(copy.components?.examples).toEqual(contracts.example.components?.examples);
  expect(copy.components?.schemas?.Invoice.examples).toEqual(contracts.example.components?.schemas?.Invoice.examples);
});
