// Script links as an attacker writes them (D48): the same Markdown in a manual page and in an
// operation's description of the example API, each link with a text of its own so that a test
// can find it in the built page. The URLs that decode to `javascript:` set `data-pwned` on the
// page when they run, so that a browser test can tell.
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { EXAMPLE_API, FIXTURE_CONTENT } from './helpers.js';

const run = 'document.body.dataset.pwned=1';

/** Link text -> Markdown of a link or image that must not carry its URL into the HTML. */
export const HOSTILE: ReadonlyArray<readonly [string, string]> = [
  ['plain scheme', `[plain scheme](javascript:${run})`],
  ['mixed case', `[mixed case](JaVaScRiPt:${run})`],
  ['decimal reference', `[decimal reference](&#106;avascript:${run})`],
  ['hex reference', `[hex reference](&#x6A;avascript:${run})`],
  ['colon reference', `[colon reference](javascript&#58;${run})`],
  ['tab inside', `[tab inside](<java\tscript:${run}>)`],
  ['tab reference', `[tab reference](java&#9;script:${run})`],
  ['newline reference', `[newline reference](java&#10;script:${run})`],
  ['leading spaces', `[leading spaces](<  javascript:${run}>)`],
  ['leading control', `[leading control](<\u0001javascript:${run}>)`],
  ['form feed reference', `[form feed reference](&#12;javascript:${run})`],
  ['visual basic', '[visual basic](vbscript:msgbox(1))'],
  ['html data', '[html data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['full reference', '[full reference][evil]'],
  ['Evil', '[Evil][]'],
  ['EVIL', '[EVIL]'],
  ['image script', `![image script](javascript:${run})`],
  ['image html data', '![image html data](data:text/html,hello)'],
  ['image reference', '![image reference][evil]'],
];

/** Markdown that must keep its URL: the allow-list is not a block-list of everything. */
export const ALLOWED: ReadonlyArray<readonly [string, string]> = [
  ['https link', '[https link](https://example.com/a?b=c#d)'],
  ['upper-case https', '[upper-case https](HTTPS://example.com/)'],
  ['mail link', '[mail link](mailto:billing@acme.example)'],
  ['image data', '![image data](data:image/png;base64,iVBORw0KGgo=)'],
];

/** The hostile Markdown, with the definition the references use, the autolink and raw HTML. */
export function hostileMarkdown(): string {
  return [
    ...[...HOSTILE, ...ALLOWED].map(([, markdown]) => `- ${markdown}`),
    `- autolink <javascript:${run}>`,
    `- raw <a href="javascript:${run}">raw anchor</a>`,
    '',
    `[evil]: javascript:${run} "a title"`,
    '',
  ].join('\n');
}

/** The operation whose description carries the hostile Markdown. */
export const HOSTILE_OPERATION = 'getInvoice';

/**
 * Writes the fixture manual with a page `docs/hostile` and the example API with the hostile
 * Markdown in getInvoice's description under `dir`; returns their paths.
 */
export async function writeHostileInputs(dir: string): Promise<{ contentDir: string; exampleApi: string }> {
  const contentDir = path.join(dir, 'content');
  await cp(FIXTURE_CONTENT, contentDir, { recursive: true });
  await writeFile(path.join(contentDir, 'hostile.md'), `---\ntitle: Hostile links\ndescription: Links that must not run a script.\norder: 90\n---\n\n# Hostile links\n\n${hostileMarkdown()}`);
  const doc = parse(await readFile(EXAMPLE_API, 'utf8')) as { paths: Record<string, Record<string, { operationId?: string; description?: string }>> };
  const operation = Object.values(doc.paths).flatMap((item) => Object.values(item)).find((op) => op.operationId === HOSTILE_OPERATION)!;
  operation.description = `${operation.description}\n\n${hostileMarkdown()}`;
  const exampleApi = path.join(dir, 'example.yaml');
  await writeFile(exampleApi, stringify(doc));
  return { contentDir, exampleApi };
}
