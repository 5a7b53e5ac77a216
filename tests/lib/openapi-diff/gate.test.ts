// The change gate over a folder of snapshots: the working contract against the newest release
// fails on a breaking change without a new major version and passes with one; snapshots are
// ordered by their version numbers; a contract without releases is not gated.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { releasesIn, runGate } from '../../../lib/openapi-diff/index.js';
import type { Doc } from './helpers.js';
import { smallApi } from './helpers.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'folio-gate-'));
  await mkdir(path.join(dir, 'releases', 'things'), { recursive: true });
  const old = smallApi();
  for (const version of ['1.2.0', '1.10.0', '1.9.3']) {
    await writeFile(path.join(dir, 'releases', 'things', `${version}.yaml`), stringify({ ...old, info: { ...old.info, version } }));
  }
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function gate(change: (doc: Doc) => void) {
  const doc = smallApi();
  doc.info.version = '1.10.0';
  change(doc);
  await writeFile(path.join(dir, 'things.yaml'), stringify(doc));
  return runGate([{ name: 'things', file: path.join(dir, 'things.yaml') }, { name: 'unreleased', file: path.join(dir, 'none.yaml') }], path.join(dir, 'releases'));
}

test('orders snapshots by version number, not by name', () => {
  expect(releasesIn(path.join(dir, 'releases', 'things')).map((r) => r.version)).toEqual(['1.2.0', '1.9.3', '1.10.0']);
  expect(releasesIn(path.join(dir, 'releases', 'nothing'))).toEqual([]);
});

test('fails on a breaking change without a new major version', async () => {
  const [result, ...others] = await gate((doc) => { delete doc.paths['/things'].post; });
  expect(others).toEqual([]);
  expect(result).toMatchObject({ name: 'things', snapshot: path.join(dir, 'releases', 'things', '1.10.0.yaml'), from: '1.10.0', to: '1.10.0', blocked: true });
  expect(result!.changes.map((c) => c.rule)).toEqual(['operation-removed']);
});

test('passes the same change with a new major version', async () => {
  const [result] = await gate((doc) => { delete doc.paths['/things'].post; doc.info.version = '2.0.0'; });
  expect(result).toMatchObject({ from: '1.10.0', to: '2.0.0', blocked: false });
  expect(result!.changes.map((c) => c.level)).toEqual(['breaking']);
});

test('passes a change that breaks nothing at the same version', async () => {
  const [result] = await gate((doc) => { doc.components.schemas.Thing.properties.weight = { type: 'number' }; });
  expect(result).toMatchObject({ blocked: false });
  expect(result!.changes.map((c) => [c.level, c.rule])).toEqual([['info', 'response-property-added'], ['info', 'webhook-property-added']]);
});

test('passes a breaking change listed as accepted beside the snapshot, as a warning that gives the reason', async () => {
  await writeFile(path.join(dir, 'releases', 'things', '1.10.0.accepted.yaml'),
    stringify([{ rule: 'operation-removed', pointer: '/paths/~1things/post', reason: 'the service never served it.' }]));
  const [result] = await gate((doc) => { delete doc.paths['/things'].post; });
  expect(result).toMatchObject({ blocked: false });
  expect(result!.changes.map((c) => [c.level, c.rule])).toEqual([['warning', 'operation-removed']]);
  expect(result!.changes[0]!.message).toMatch(/Accepted without a new major version: the service never served it\.$/);
});

test('refuses an accepted change that is no breaking change, and an entry without its reason', async () => {
  const accepted = path.join(dir, 'releases', 'things', '1.10.0.accepted.yaml');
  await writeFile(accepted, stringify([{ rule: 'operation-removed', pointer: '/paths/~1things/post', reason: 'gone' }]));
  await expect(gate(() => undefined)).rejects.toThrow(`${accepted} accepts operation-removed at /paths/~1things/post, which is no breaking change any more: remove the entry.`);
  await writeFile(accepted, stringify([{ rule: 'operation-removed', pointer: '/paths/~1things/post' }]));
  await expect(gate(() => undefined)).rejects.toThrow('must be a list of entries, each with a rule, a pointer and a reason');
});
