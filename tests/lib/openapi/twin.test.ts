// The contract's JSON twin (R177) is what the server and folio mcp read at start: it must be
// the YAML's document exactly, and never be used once the YAML has changed.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readOpenApi, readTwin, twinPath, twinText } from '../../../lib/openapi/index.js';

const contract = fileURLToPath(new URL('../../../openapi/invoicing.yaml', import.meta.url));

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'folio-twin-'));
  mkdirSync(path.join(folder, 'openapi'));
  mkdirSync(path.join(folder, 'generated'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const yamlIn = (dir: string) => path.join(dir, 'openapi', 'api.yaml');

test("folio's committed twin is the document the YAML parses to", () => {
  expect(twinPath(contract)).toBe(fileURLToPath(new URL('../../../generated/invoicing.contract.json', import.meta.url)));
  expect(readTwin(contract)).toEqual(readOpenApi(contract));
});

test('a twin made from these bytes is read instead of the YAML', () => {
  const yaml = 'openapi: 3.1.0\ninfo: {title: A, version: "1"}\npaths: {}\n';
  writeFileSync(yamlIn(folder), yaml);
  // A twin whose document differs from the YAML shows which of the two was read.
  writeFileSync(twinPath(yamlIn(folder)), twinText('openapi/api.yaml', yaml, { openapi: '3.1.0', info: { title: 'from the twin' } }));
  expect(readTwin(yamlIn(folder))?.info?.title).toBe('from the twin');
});

test('a twin made from other bytes, or no twin, is not used', () => {
  const yaml = 'openapi: 3.1.0\ninfo: {title: A, version: "1"}\npaths: {}\n';
  writeFileSync(yamlIn(folder), yaml);
  expect(readTwin(yamlIn(folder))).toBeUndefined();
  writeFileSync(twinPath(yamlIn(folder)), twinText('openapi/api.yaml', yaml, { openapi: '3.1.0' }));
  writeFileSync(yamlIn(folder), yaml.replace('title: A', 'title: B'));
  expect(readTwin(yamlIn(folder))).toBeUndefined();
  expect(readFileSync(twinPath(yamlIn(folder)), 'utf8')).toContain('"sha256"');
});
