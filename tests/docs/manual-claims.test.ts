// What the manual says about the product, checked against the product (R111): the event types
// it lists and names, the requests that take an Idempotency-Key, the commands its shell blocks
// tell a reader to type, and where an example that is refused on purpose stands. Each test
// catches one kind of drift that a newcomer found between the pages and what folio does.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Heading } from 'mdast';
import { operations, readOwnContract } from '../../lib/openapi/index.js';
import { eventResources } from '../../server/events/event-types.js';
import type { Example } from '../../sitegen/content/index.js';
import { examplesOf } from '../../sitegen/content/index.js';
import { parseMarkdown, walk } from '../../sitegen/content/index.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const names = readdirSync(join(root, 'content')).filter((name) => name.endsWith('.md')).sort();
const text = (name: string): string => readFileSync(join(root, 'content', name), 'utf8');
const parsed = new Map(names.map((name) => [name, examplesOf(text(name))]));
/** The code blocks of a content file, parsed once. */
const blocksOf = (name: string): Example[] => parsed.get(name)!;
const eventTypes = Object.keys(eventResources).sort();

/** The first cell of each row of the table that follows `## {heading}`. */
function firstColumn(markdown: string, heading: string): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith(`${heading}\n`)) ?? '';
  return [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1]!);
}

test('the events page lists every event type the server writes, and no other', () => {
  expect(firstColumn(text('events-and-webhooks.md'), 'Event types').sort()).toEqual(eventTypes);
});

test('every event type the manual names is one the server writes', () => {
  const named = names.flatMap((name) => [...text(name).matchAll(/`((?:customer|invoice|credit_note)\.[a-z_]+)`/g)]
    .map((match) => ({ name, type: match[1]! })));
  expect(named.filter(({ type }) => !eventTypes.includes(type))).toEqual([]);
});

/** The page about each topic, and the event types it must name, so that it cannot say they do not exist. */
const topics: Array<{ page: string; types: RegExp }> = [
  { page: 'pdfs-and-email.md', types: /^invoice\.email_/ },
  { page: 'numbering-and-corrections.md', types: /^credit_note\./ },
  { page: 'customers.md', types: /^customer\./ },
  { page: 'invoice-lifecycle.md', types: /^invoice\.(sent|payment_recorded|paid)$/ },
];

test.each(topics)('$page names every event type of its topic', ({ page, types }) => {
  const missing = eventTypes.filter((type) => types.test(type) && !text(page).includes(`\`${type}\``));
  expect(missing).toEqual([]);
});

test('the idempotency page names every request that takes an Idempotency-Key', () => {
  const keyed = operations(readOwnContract(join(root, 'openapi/invoicing.yaml')))
    .filter((entry) => entry.parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'))
    .map((entry) => `${entry.method} ${entry.path}`);
  expect(keyed.length).toBeGreaterThan(0);
  expect(keyed.filter((request) => !text('idempotency.md').includes(`| \`${request}\` |`))).toEqual([]);
});

const shellBlocks = names.flatMap((name) => blocksOf(name)
  .filter((example) => example.lang === 'sh')
  .map((example) => ({ at: `content/${name}:${example.line}`, example })));

/** The lines of a shell block that are commands, without comments. */
const commands = (code: string): string[] => code.split('\n').map((line) => line.replace(/(^|\s)#.*$/, '').trim()).filter(Boolean);

test('shell blocks run the folio command as npx folio, since a checkout puts no folio on the PATH', () => {
  const bare = shellBlocks.flatMap(({ at, example }) => commands(example.code)
    .filter((line) => /(^|[;&|(]\s*)folio(\s|$)/.test(line))
    .map((line) => `${at}: ${line}`));
  expect(bare).toEqual([]);
});

const client = JSON.parse(readFileSync(join(root, 'client/package.json'), 'utf8')) as { name: string; version: string };

test('shell blocks install the packages of this repository from a packed tarball, not by name from a registry', () => {
  const own = ['folio', client.name];
  const byName = shellBlocks.flatMap(({ at, example }) => commands(example.code)
    .filter((line) => /^npm (install|i|add)\b/.test(line) && line.split(/\s+/).some((word) => own.includes(word)))
    .map((line) => `${at}: ${line}`));
  expect(byName).toEqual([]);
});

/** The method and path shape (`POST /invoices/{}/pay`) of each curl call of a block. */
function calls(code: string): string[] {
  return code.split(/(?=\bcurl\b)/).filter((part) => part.startsWith('curl')).flatMap((call) => {
    const path = /\$FOLIO_BASE_URL(\/[^\s"'?\\]*)/.exec(call)?.[1];
    if (!path) return [];
    const method = /-X\s+([A-Z]+)/.exec(call)?.[1] ?? (/\s(-d|--data)\b/.test(call) ? 'POST' : 'GET');
    return [`${method} ${path.replace(/\/[a-z]+_(\.\.\.|[A-Za-z0-9]+)(?=\/|$)/g, '/{}')}`];
  });
}

const refusedOnly = (example: Example): boolean => example.options.status?.split(',').every((s) => Number(s) >= 400) ?? false;

test('a refused example stands in the section of the request it makes, not under another one', () => {
  const misplaced = names.flatMap((name) => {
    const markdown = text(name);
    const starts: number[] = [];
    walk(parseMarkdown(markdown), (node) => {
      if (node.type === 'heading' && (node as Heading).depth === 2) starts.push(node.position!.start.line);
    });
    const sectionOf = (line: number): number => starts.filter((start) => start <= line).length;
    const runs = blocksOf(name).filter((e) => e.role === 'run' && e.lang === 'sh');
    return runs.filter(refusedOnly).flatMap((refused) => {
      const section = runs.filter((e) => sectionOf(e.line) === sectionOf(refused.line));
      const succeeding = section.filter((e) => !refusedOnly(e)).flatMap((e) => calls(e.code));
      const own = calls(refused.code);
      return succeeding.length > 0 && !own.some((call) => succeeding.includes(call))
        ? [`content/${name}:${refused.line}: ${own.join(', ')} is refused under a section about ${[...new Set(succeeding)].join(', ')}`]
        : [];
    });
  });
  expect(misplaced).toEqual([]);
});

test('Typed client installs the tarball that its npm pack command writes', () => {
  const install = blocksOf('typed-client.md').find((e) => e.code.includes('npm pack'))!;
  const [pack, ...rest] = commands(install.code);
  const tarball = rest.map((line) => /^npm install \S*\/([^/\s]+\.tgz)$/.exec(line)?.[1]).find(Boolean);
  const args = pack!.split(/\s+/).slice(1);
  const [packed] = JSON.parse(execFileSync('npm', [...args, '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' })) as Array<{ filename: string; name: string; version: string }>;
  expect(packed).toMatchObject({ name: client.name, version: client.version });
  expect(tarball).toBe(packed!.filename);
  expect(install.code).toContain(`writes ${packed!.filename}`);
});

const order = (name: string): number => Number(/^order: (\d+)$/m.exec(text(name))?.[1] ?? Infinity);
const RUN_ELSEWHERE = '/docs/typed-client#run-the-examples-in-your-own-project';

test('the first page with TypeScript examples says where to learn to run them outside the repository', () => {
  const first = names.filter((name) => blocksOf(name).some((e) => e.role === 'run' && e.lang === 'ts')).sort((a, b) => order(a) - order(b))[0]!;
  expect({ first, links: text(first).includes(`](${RUN_ELSEWHERE})`) }).toEqual({ first, links: true });
});

test('the way to run the examples elsewhere installs every package they import', () => {
  const section = text('typed-client.md').split(/^## /m).find((part) => part.startsWith('Run the examples in your own project\n'))!;
  const imported = new Set(names.flatMap((name) => blocksOf(name).filter((e) => e.role === 'run' && e.lang === 'ts')
    .flatMap((e) => [...e.code.matchAll(/^import .* from '([^']+)';$/gm)].map((match) => match[1]!))));
  const packages = [...imported].filter((name) => !name.startsWith('node:') && name !== client.name);
  expect(packages.filter((name) => !section.includes(`npm install ${name}`))).toEqual([]);
});
