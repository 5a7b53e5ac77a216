// A site of other people's contracts (issue 39, R169-R172): built from contracts in the shapes
// people publish (an OpenAPI 3.0 document, a contract split over files, operationIds that are no
// file names), it holds nothing of folio, documents each API under its own name with samples
// against its own server and security scheme, and reports links of the descriptions that lead
// nowhere as warnings, or as errors when strict.
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildFiles, ContentErrors } from '../../sitegen/index.js';
import type { BuildOptions } from '../../sitegen/index.js';
import { operations } from '../../lib/openapi/index.js';
import type { OpenApiDocument } from '../../lib/openapi/index.js';
import { ROOT, tempDir } from './helpers.js';

const FIXTURES = path.join(ROOT, 'tests/fixtures/contracts');
const NURSERY = path.join(FIXTURES, 'openapi-30.yaml');
const HARBOUR = path.join(FIXTURES, 'split/openapi.yaml');

let tmp: string;
beforeAll(async () => {
  tmp = await tempDir();
});
afterAll(async () => rm(tmp, { recursive: true, force: true }));

/** The options of a site of `contracts`, in a folder with nothing of folio (no package.json, content/ or results/). */
const options = (contracts: string[], more: BuildOptions = {}): BuildOptions => ({
  root: tmp, contracts, siteApi: path.join(ROOT, 'openapi/site.yaml'), outDir: path.join(tmp, 'dist'), cacheDir: false, ...more,
});

/** The files of a site of one contract, written from its YAML lines into `name` in the test's folder. */
async function siteOfLines(name: string, lines: string[]): Promise<Map<string, { body: string }>> {
  const file = path.join(tmp, name);
  await writeFile(file, lines.join('\n'));
  return (await buildFiles(options([file]))).files;
}

describe('a site of an OpenAPI 3.0 contract and a contract split over files', () => {
  let files: Map<string, string>;
  beforeAll(async () => {
    const built = await buildFiles(options([NURSERY, HARBOUR]));
    files = new Map([...built.files].map(([file, { body }]) => [file, body]));
  }, 120_000);

  test('holds nothing of folio: no name, API, client, key variable, results file or site contract of its own', () => {
    const traces = [...files].filter(([, body]) => /folio|invoicing|FOLIO_API_KEY|createInvoicingClient/i.test(body)).map(([file]) => file);
    expect(traces).toEqual([]);
    for (const file of ['benchmarks.json', 'coverage.json', 'openapi.json', 'api.compact', 'reference/site/index.html']) expect({ file, served: files.has(file) }).toEqual({ file, served: false });
    expect(files.get('index.html')).not.toMatch(/FOLIO REFERENCE SITE/i);
  });

  test('documents each API under the name of its title, with its OpenAPI document as 3.1 JSON', () => {
    const manifest = JSON.parse(files.get('manifest.json')!) as { name: string; apis: Array<{ name: string; openapi: string }> };
    expect(manifest.name).toBe('plant-nursery-api');
    expect(manifest.apis.map((api) => [api.name, api.openapi])).toEqual([
      ['plant-nursery-api', 'api/plant-nursery-api.json'],
      ['harbour-berths', 'api/harbour-berths.json'],
    ]);
    expect(files.has('reference/plant-nursery-api/index.html')).toBe(true);
    expect(files.has('reference/harbour-berths/index.html')).toBe(true);
  });

  test('is named by the first contract\'s title, not its slug: the header, the pages\' titles and /llms.txt', () => {
    const home = files.get('index.html')!;
    expect(home).toContain('<a class="brand" href="./">Plant Nursery API</a>');
    expect(home).toContain('<title>Plant Nursery API</title>');
    const page = files.get('reference/plant-nursery-api/list-plants/index.html')!;
    expect(page).toContain('<title>List plants · Plant Nursery API</title>');
    expect(page).toMatch(/<a class="brand" href="[./]*">Plant Nursery API<\/a>/);
    expect(files.get('llms.txt')!.split('\n')[0]).toBe('# Plant Nursery API');
    expect([...files].filter(([file, body]) => file.endsWith('.html') && /<title>[^<]*plant-nursery-api/.test(body)).map(([file]) => file)).toEqual([]);
  });

  test('upgrades the 3.0 document on read: nullable becomes a null type', () => {
    const doc = JSON.parse(files.get('api/plant-nursery-api.json')!) as OpenApiDocument;
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.components?.schemas?.Plant?.properties?.watered_at).toMatchObject({ type: ['string', 'null'] });
    expect(JSON.stringify(doc)).not.toMatch(/"nullable"/);
  });

  test('bundles the external $refs of a split contract: the operation of another file is there, with its schema', () => {
    const doc = JSON.parse(files.get('api/harbour-berths.json')!) as OpenApiDocument;
    expect(operations(doc).map((op) => op.id)).toEqual(['listBerths']);
    expect(JSON.stringify(doc)).not.toMatch(/"\$ref":"\.\.?\//);
    expect(JSON.stringify(doc.components?.schemas)).toMatch(/length_m/);
    expect(files.has('reference/harbour-berths/listBerths/index.html')).toBe(true);
  });

  test('names the page of any operationId with a URL-safe slug, unique whatever the case', () => {
    const pages = [...files.keys()].filter((file) => /^reference\/plant-nursery-api\/[^/]+\/index\.html$/.test(file) && !file.includes('/schemas/')).sort();
    expect(pages).toEqual([
      'reference/plant-nursery-api/Meta-Root-2/index.html',
      'reference/plant-nursery-api/creerPlante/index.html',
      'reference/plant-nursery-api/list-plants/index.html',
      'reference/plant-nursery-api/meta-root/index.html',
    ]);
    // The operation's own id is still what the page shows.
    expect(files.get('reference/plant-nursery-api/meta-root/index.html')).toContain('meta/root');
  });

  test('samples call the contract\'s own server (its variables set) with its own credential header, in curl only', () => {
    const page = files.get('reference/plant-nursery-api/list-plants.md')!;
    expect(page).toContain('https://eu.nursery.example/api/plants?limit=1');
    expect(page).toContain('-H "X-Nursery-Key: $API_KEY"');
    expect(files.get('reference/harbour-berths/listBerths.md')).toContain('-H "Authorization: Bearer $API_KEY"');
    expect([...files.values()].some((body) => body.includes('@folio/client'))).toBe(false);
  });
});

describe('links of a contract\'s descriptions that lead to no page of the site', () => {
  test('are one warning each by default, and the site is built', async () => {
    const { buildSite } = await import('../../sitegen/index.js');
    const summary = await buildSite(options([NURSERY], { outDir: path.join(tmp, 'warned') }));
    expect(summary.warnings).toEqual([
      `${path.relative(tmp, NURSERY)}: a description links to /guides/care, but the site has no /guides/care`,
    ]);
  }, 120_000);

  test('fail the build with --strict, each as one error line, and nothing is written', async () => {
    const error = await buildFiles(options([NURSERY], { strict: true })).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(ContentErrors);
    expect((error as ContentErrors).problems.map(String)).toEqual([
      `${path.relative(tmp, NURSERY)}:1:1: a description links to /guides/care, but the site has no /guides/care`,
    ]);
  }, 120_000);
});

describe('summaries written in Markdown, over several lines (GitHub\'s webhooks)', () => {
  test('the site builds, and each twin\'s title is the summary as one line of text, its link not a link', async () => {
    const files = await siteOfLines('hooks.yaml', [
      'openapi: 3.0.3', 'info: {title: Hooks, version: 1.0.0}', 'paths: {}', 'x-webhooks:',
      ...['delete', 'push'].flatMap((name) => [
        `  ${name}:`, '    post:', `      operationId: ${name}`,
        `      summary: "This event occurs when a branch is ${name}d. See the\\n[\`${name === 'push' ? 'delete' : 'push'}\`](#${name === 'push' ? 'delete' : 'push'}) event."`,
        '      responses:', "        '200': {description: Received.}",
      ]),
    ]);
    const twin = files.get('reference/hooks/webhooks/delete.md')!.body;
    expect(twin.split('\n')[0]).toBe('# This event occurs when a branch is deleted. See the \\[\\`push\\`\\]\\(#push) event.');
    expect(files.get('reference/hooks/webhooks/delete/index.html')!.body).toContain('<h1>This event occurs when a branch is deleted. See the\n[`push`](#push) event.</h1>');
  }, 120_000);
});

describe('operations and webhooks named by their summary, else their operationId, else their path', () => {
  test('each page\'s heading and title, its link in the sidebar and its search record name it the same', async () => {
    const files = await siteOfLines('bare.yaml', [
      'openapi: 3.1.0', 'info: {title: Bare, version: 1.0.0}', 'paths:',
      '  /things/{id}:', '    get:', '      parameters: [{name: id, in: path, required: true, schema: {type: string}}]', "      responses: {'200': {description: A thing.}}",
      '  /things:', '    post:', '      operationId: makeThing', "      responses: {'201': {description: Made.}}",
      'webhooks:',
      '  newThing:', '    post:', '      operationId: new-thing', '      summary: New thing', "      responses: {'200': {description: Received.}}",
      '  thing.gone:', '    post:', "      responses: {'200': {description: Received.}}",
    ]);
    const named = { 'get-things-id': '/things/{id}', makeThing: 'makeThing', 'webhooks/newThing': 'New thing', 'webhooks/thing.gone': 'thing.gone' };
    const overview = files.get('reference/bare/index.html')!.body;
    const records = JSON.stringify([...files].filter(([name]) => name.startsWith('search/')).map(([, { body }]) => body));
    for (const [page, title] of Object.entries(named)) {
      const html = files.get(`reference/bare/${page}/index.html`)!.body;
      const escaped = title.replace(/[{}]/g, (c) => `\\${c}`);
      expect({ page, h1: /<h1>([^<]*)<\/h1>/.exec(html)?.[1], title: /<title>([^<]*)<\/title>/.exec(html)?.[1] }).toEqual({ page, h1: title, title: `${title} · Bare` });
      expect({ page, listed: new RegExp(`href="\\.\\./\\.\\./reference/bare/${page}/"><span class="method[^"]*">(GET|POST)</span> ${escaped}</a>`).test(overview) }).toEqual({ page, listed: true });
      expect({ page, searchable: records.includes(JSON.stringify(title).slice(1, -1)) }).toEqual({ page, searchable: true });
    }
  }, 120_000);
});

describe('the body of a failure', () => {
  test('is described field by field when it is no named schema, and links to its schema\'s page when it is one', async () => {
    const files = await siteOfLines('failures.yaml', [
      'openapi: 3.1.0', 'info: {title: Failures, version: 1.0.0}', 'paths:', '  /things:', '    get:', '      operationId: listThings', '      responses:',
      "        '200': {description: Things.}",
      "        '404': {description: Not found., content: {application/json: {schema: {$ref: '#/components/schemas/Problem'}}}}",
      "        '429':", '          description: Too many requests.', '          content:', '            application/json:', '              schema:',
      '                type: object', '                properties:', '                  retry_after: {type: integer, description: Seconds to wait before the next request.}',
      'components:', '  schemas:', '    Problem:', '      type: object', '      properties:', '        detail: {type: string, description: What went wrong.}',
    ]);
    const page = files.get('reference/failures/listThings/index.html')!.body;
    const text = (status: string) => page.slice(page.indexOf(`id="response-${status}"`)).split('class="response"')[0]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text('429')).toContain('retry_after integer optional Seconds to wait before the next request.');
    expect(text('404')).toContain('Media type application/json : Problem .');
    expect(text('404')).not.toContain('detail');
    expect(files.get('reference/failures/schemas/Problem/index.html')!.body).toContain('What went wrong.');
  }, 120_000);
});

describe('a response\'s headers and the items an allOf part gives an array (the Train Travel API\'s shapes)', () => {
  test('each header is listed with its type and description, Content-Type left out; the array\'s items are the named schema, its fields shown', async () => {
    const files = await siteOfLines('stations.yaml', [
      'openapi: 3.1.0', 'info: {title: Stations, version: 1.0.0}', 'paths:', '  /stations:', '    get:', '      operationId: listStations', '      responses:',
      "        '200':", '          description: The stations.', '          headers:',
      "            RateLimit: {$ref: '#/components/headers/RateLimit'}",
      '            Content-Type: {schema: {type: string}, description: Ignored by OpenAPI.}',
      '            Request-Id: {required: true, schema: {type: string, minLength: 8}, description: Quote it when asking for help.}',
      '          content:', '            application/json:', '              schema:', '                allOf:',
      "                  - $ref: '#/components/schemas/Collection'",
      "                  - properties: {data: {type: array, items: {$ref: '#/components/schemas/Station'}}}",
      'components:', '  headers:', '    RateLimit: {schema: {type: integer}, description: Requests left this minute.}', '  schemas:',
      '    Collection: {type: object, properties: {data: {type: array, description: The items of the page., items: {type: object}}}}',
      '    Station: {type: object, required: [name], properties: {name: {type: string, description: The name of the station.}}}',
    ]);
    const twin = files.get('reference/stations/listStations.md')!.body;
    expect(twin).toContain([
      'Headers:', '', '| Field | Type | Required | Description |', '| --- | --- | --- | --- |',
      '| `RateLimit` | integer | optional | Requests left this minute. |',
      '| `Request-Id` | string | required | Quote it when asking for help. At least 8 characters. |',
    ].join('\n'));
    expect(twin).not.toContain('Ignored by OpenAPI');
    expect(twin).toContain('| `data` | array of [Station](schemas/Station.md) | optional | The items of the page. |\n| `data[].name` | string | required | The name of the station. |');
    expect(files.get('reference/stations/listStations/index.html')!.body).toMatch(/<code class="field-name">Request-Id<\/code>[^]*Quote it when asking for help\./);
  }, 120_000);
});

describe('the credentials of an operation', () => {
  test('says each way to authenticate, with the schemes it needs together and the scopes it asks for', async () => {
    const op = (id: string, security: string) => [`  /${id}:`, '    get:', `      operationId: ${id}`, `      security: ${security}`, "      responses: {'200': {description: OK.}}"];
    const files = await siteOfLines('credentials.yaml', [
      'openapi: 3.1.0', 'info: {title: Credentials, version: 1.0.0}', 'paths:',
      ...op('scoped', '[{oauth: [read, write]}]'), ...op('either', '[{key: []}, {oidc: [openid]}]'), ...op('both', '[{key: [], tls: []}]'), ...op('optional', '[{}, {key: []}]'),
      'components:', '  securitySchemes:',
      '    oauth: {type: oauth2, flows: {clientCredentials: {tokenUrl: "https://auth.example/token", scopes: {read: Read., write: Write.}}}}',
      '    key: {type: apiKey, in: header, name: X-Key}', '    oidc: {type: openIdConnect, openIdConnectUrl: "https://auth.example/.well-known/openid-configuration"}', '    tls: {type: mutualTLS}',
    ]);
    const credentials = (id: string) => /## Authentication\n\n([^#]*)\n\n##/.exec(files.get(`reference/credentials/${id}.md`)!.body)![1];
    expect(credentials('scoped')).toBe('`oauth`: OAuth 2.0, with the scopes `read`, `write`.');
    expect(credentials('either')).toBe('Any one of these:\n\n- `key`: an API key in the header `X-Key`\n- `oidc`: OpenID Connect, with the scope `openid`');
    expect(credentials('both')).toBe('`key`: an API key in the header `X-Key` and `tls`: a client certificate (mutual TLS).');
    expect(credentials('optional')).toBe('Any one of these, or none:\n\n- `key`: an API key in the header `X-Key`');
  }, 120_000);
});

describe('a site of contracts with content pages of its own', () => {
  test('serves the pages beside the reference, without a format spec or agent rules', async () => {
    const content = path.join(tmp, 'pages');
    await mkdir(content, { recursive: true });
    await writeFile(path.join(content, 'welcome.md'), '---\ntitle: Welcome\ndescription: How to call the berths API.\norder: 1\n---\n\nStart with [the berths](/reference/harbour-berths/listBerths.md).\n');
    const { files } = await buildFiles(options([HARBOUR], { contentDir: content }));
    expect(files.has('docs/welcome.md')).toBe(true);
    expect(files.has('docs/welcome/index.html')).toBe(true);
    expect(files.has('spec.md')).toBe(false);
  }, 120_000);
});

describe('contracts that cannot be read', () => {
  test.each<[string, (dir: string) => Promise<string>, RegExp]>([
    ['a missing file', async (dir) => path.join(dir, 'nothing.yaml'), /nothing\.yaml:1:1: contract not found/],
    ['an external $ref to a missing file', async (dir) => {
      await cp(path.join(FIXTURES, 'split'), path.join(dir, 'split'), { recursive: true });
      await rm(path.join(dir, 'split/schemas/berth.yaml'));
      return path.join(dir, 'split/openapi.yaml');
    }, /cannot bundle the files of .*openapi\.yaml: .*berth\.yaml/],
    ['an OpenAPI 2.0 document', async (dir) => {
      await writeFile(path.join(dir, 'old.yaml'), 'swagger: "2.0"\ninfo: {title: Old, version: 1.0.0}\npaths: {}\n');
      return path.join(dir, 'old.yaml');
    }, /not an OpenAPI 3\.1 or 3\.0 document/],
  ])('%s: one line naming the file, and nothing written', async (name, make, message) => {
    const dir = path.join(tmp, name.replace(/\W+/g, '-'));
    await mkdir(dir, { recursive: true });
    const error = await buildFiles(options([await make(dir)])).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(ContentErrors);
    expect((error as ContentErrors).problems).toHaveLength(1);
    expect(String((error as ContentErrors).problems[0])).toMatch(message);
  }, 60_000);

  test('JSON cut short, which JSON.parse refuses, is placed by the YAML reader', async () => {
    await writeFile(path.join(tmp, 'cut.json'), '{"openapi": "3.1.0", "info": {"title": "Cut", "version": "1.0.0"}, "paths": {\n');
    const error = await buildFiles(options([path.join(tmp, 'cut.json')])).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(ContentErrors);
    expect(String((error as ContentErrors).problems[0])).toMatch(/cut\.json:2:1: invalid YAML/);
  }, 60_000);

  test('leaving out siteApi where the folder has no openapi/site.yaml fails at once, naming it', async () => {
    const error = await buildFiles({ root: tmp, contracts: [NURSERY], cacheDir: false }).then(() => undefined, (e: unknown) => e);
    expect(String((error as Error).message)).toMatch(/openapi\/site\.yaml:1:1: contract not found/);
  }, 60_000);
});
