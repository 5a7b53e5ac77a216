// The changelog made from snapshots: "Unreleased" first, then each release newest first,
// compared with the one before it, with the changes grouped by level.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { changelogMarkdown, releasesIn } from '../../../lib/openapi-diff/index.js';
import type { Doc } from './helpers.js';
import { smallApi } from './helpers.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'folio-changelog-'));
  await mkdir(path.join(dir, 'releases'));
  const write = (file: string, doc: Doc) => writeFile(path.join(dir, file), stringify(doc));
  const v1 = smallApi();
  v1.info.version = '1.0.0';
  const v11 = structuredClone(v1);
  v11.info.version = '1.1.0';
  v11.components.schemas.Colour.enum.push('blue');
  const v2 = structuredClone(v11);
  v2.info.version = '2.0.0';
  delete v2.paths['/things'].post;
  await Promise.all([write('releases/1.0.0.yaml', v1), write('releases/1.1.0.yaml', v11), write('releases/2.0.0.yaml', v2), write('working.yaml', v2)]);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

test('lists the unreleased changes, then each release against the one before it', () => {
  expect(changelogMarkdown(path.join(dir, 'working.yaml'), releasesIn(path.join(dir, 'releases')))).toBe(`## Unreleased

Changes since 2.0.0.

No changes.

## 2.0.0

Changes since 1.1.0.

### Breaking

- The operation POST /things was removed. (\`operation-removed\` at \`/paths/~1things/post\`)

## 1.1.0

Changes since 1.0.0.

### Warnings

- The Colour schema gained the value \`blue\` in responses. (\`response-enum-value-added\` at \`/components/schemas/Colour\`)
- The Colour schema gained the value \`blue\` in webhook payloads. (\`webhook-enum-value-added\` at \`/components/schemas/Colour\`)

### Additions and other news

- The Colour schema gained the value \`blue\` in requests. (\`request-enum-value-added\` at \`/components/schemas/Colour\`)

## 1.0.0

The first release kept in the snapshots: the changelog starts here.
`);
});
