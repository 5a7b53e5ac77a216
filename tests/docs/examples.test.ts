// The examples in content/ run (content/spec.md, "Examples that run"). Each page with
// runnable examples gets a fresh sandbox, as `npm start` gives a newcomer (`folio serve --demo`'s
// service and demo data on 127.0.0.1); its `sh run` blocks run in page order with bash and the
// real curl, `$FOLIO_API_KEY`, `$FOLIO_BASE_URL` and `$FOLIO_CUSTOMER_ID` set as npm start prints
// them, exactly as written: the shell variables a block sets reach the blocks after it, as in
// one terminal, and a block that leaves a reader an id to fill in (`inv_...`) fails. Each must
// exit 0, and every documented response is compared with the real one. Its `ts run` blocks make
// one program, which leaves no id to fill in either, type-checked strictly against @folio/client
// and run against the same sandbox after the shell examples.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Example } from '../../sitegen/content/index.js';
import { examplesOf } from '../../sitegen/content/index.js';
import { differences, parseDocumented } from './documented-response.js';
import { runShell } from './run-shell.js';
import type { ExampleProgram } from './run-typescript.js';
import { runTypeScript, typeCheck } from './run-typescript.js';
import type { Sandbox } from './sandbox.js';
import { startSandbox } from './sandbox.js';

/** Time for one example: a TypeScript program starts tsx and the client, a curl block runs in bash. */
const TIMEOUT = 60_000;

const root = fileURLToPath(new URL('../../', import.meta.url));
const pages = readdirSync(join(root, 'content')).filter((name) => name.endsWith('.md')).sort().map((name) => ({
  source: `content/${name}`,
  examples: examplesOf(readFileSync(join(root, 'content', name), 'utf8')),
}));

const at = (source: string, example: Example): string => `${source}:${example.line}:${example.column}`;

test('every code block in content/ is marked run, response or illustrative with a reason', () => {
  const unmarked = pages.flatMap(({ source, examples }) => examples
    .filter((e) => !e.role || (e.role === 'illustrative' && !e.reason) || (e.role === 'run' && !['sh', 'ts'].includes(e.lang)))
    .map((e) => `${at(source, e)}: \`\`\`${e.lang} ${e.role ?? ''}`.trimEnd()));
  expect(unmarked).toEqual([]);
});

/** The `sh run` blocks of a page, each with the response block documented after it. */
function shellSteps(examples: readonly Example[]): Array<{ run: Example; response?: Example }> {
  const steps: Array<{ run: Example; response?: Example }> = [];
  for (const example of examples) {
    if (example.role === 'run' && example.lang === 'sh') steps.push({ run: example });
    if (example.role !== 'response') continue;
    const last = steps.at(-1);
    if (!last || last.response) throw new Error(`${example.line}: a response block must follow an \`sh run\` block that has no response yet`);
    last.response = example;
  }
  return steps;
}

test('every response block documents the sh run block before it', () => {
  const problems = pages.flatMap(({ source, examples }) => {
    try {
      shellSteps(examples);
      return [];
    } catch (error) {
      return [`${source}:${(error as Error).message}`];
    }
  });
  expect(problems).toEqual([]);
});

/** A placeholder a reader would have to replace by hand: `cus_...`, `inv_...`, `cn_...`. */
const PLACEHOLDER = /\b(cus|inv|cn)_\.\.\./;

/** The placeholder a TypeScript example leaves in its code, its comments (`// inv_... draft`) aside. */
const placeholderInCode = (code: string): string | undefined => PLACEHOLDER.exec(code.replace(/\/\/.*$/gm, ''))?.[0];

/** The statuses a run block accepts: its `status=` list, else any 2xx. */
function accepts(example: Example): (status: number) => boolean {
  const listed = example.options.status?.split(',').map(Number);
  return (status) => (listed ? listed.includes(status) : status >= 200 && status < 300);
}

const programs: ExampleProgram[] = pages.flatMap(({ source, examples }) => {
  const blocks = examples.filter((e) => e.role === 'run' && e.lang === 'ts');
  if (blocks.length === 0) return [];
  const lines: string[] = [];
  const sourceLines: number[] = [];
  for (const block of blocks) {
    block.code.split('\n').forEach((line, i) => {
      lines.push(line);
      sourceLines.push(block.codeLine + i);
    });
  }
  return [{ source, name: `${source.replace(/^content\/|\.md$/g, '')}.ts`, text: `${lines.join('\n')}\n`, sourceLines }];
});

let scratch: string;
let typeProblems: Map<string, string[]>;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'folio-ts-examples-'));
  typeProblems = typeCheck(programs, scratch);
}, TIMEOUT);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

for (const { source, examples } of pages) {
  const steps = shellSteps(examples);
  const program = programs.find((p) => p.source === source);
  if (steps.length === 0 && !program) continue;

  describe(source, () => {
    let sandbox: Sandbox;

    beforeAll(async () => {
      sandbox = await startSandbox();
    });
    afterAll(() => sandbox.close());

    for (const { run, response } of steps) {
      const where = at(source, run);
      test(`${where}: the curl example runs as written${response ? ' and answers as documented' : ''}`, async () => {
        const placeholder = PLACEHOLDER.exec(run.code)?.[0];
        if (placeholder) throw new Error(`${where}: the example leaves ${placeholder} for the reader to fill in; use $FOLIO_CUSTOMER_ID or an id an earlier block kept in a variable`);
        const result = await runShell(run.code, {
          cwd: sandbox.folder,
          env: { FOLIO_API_KEY: sandbox.key, FOLIO_BASE_URL: sandbox.url, FOLIO_CUSTOMER_ID: sandbox.customerId },
          state: join(sandbox.folder, 'shell-state.sh'),
          // A block that downloads the page's first document waits for the render thread to start,
          // and that thread is niced: on two cores busy with other test files it took 14-15 s.
          timeoutMs: TIMEOUT - 5_000,
        });
        if (result.status !== 0) throw new Error(`${where}: the example exited with ${result.status}:\n${result.stderr}`);
        if (result.answers.length === 0) throw new Error(`${where}: the example made no request to the API`);
        const refused = result.answers.filter((a) => !accepts(run)(a.status));
        if (refused.length > 0) throw new Error(`${where}: the API answered ${refused.map((a) => `${a.status} ${a.body}`).join(', ')}`);
        if (response) {
          const found = differences(parseDocumented(response.lang, response.code), result.answers.at(-1)!, { partial: 'partial' in response.options });
          if (found.length > 0) throw new Error(`${at(source, response)}: the documented response differs from the real one:\n  ${found.join('\n  ')}`);
        }
      }, TIMEOUT);
    }

    if (program) {
      test(`${source}: the TypeScript examples type-check against @folio/client and run`, async () => {
        const placeholder = placeholderInCode(program.text);
        if (placeholder) throw new Error(`${source}: the TypeScript examples leave ${placeholder} for the reader to fill in; read process.env.FOLIO_CUSTOMER_ID or an id an earlier call answered`);
        const problems = typeProblems.get(source)!;
        if (problems.length > 0) throw new Error(`the TypeScript examples do not type-check:\n${problems.join('\n')}`);
        const allowed = examples.filter((e) => e.role === 'run' && e.lang === 'ts').map(accepts);
        writeFileSync(join(scratch, program.name), program.text);
        const before = sandbox.requests.length;
        const result = await runTypeScript(program, scratch, { FOLIO_API_KEY: sandbox.key, FOLIO_BASE_URL: sandbox.url, FOLIO_CUSTOMER_ID: sandbox.customerId });
        if (result.status !== 0) throw new Error(`${source}: the TypeScript examples exited with ${result.status}:\n${result.stderr}`);
        const made = sandbox.requests.slice(before);
        if (made.length === 0) throw new Error(`${source}: the TypeScript examples made no request to the API`);
        const refused = made.filter((r) => !allowed.some((ok) => ok(r.status)));
        if (refused.length > 0) throw new Error(`${source}: the API refused requests of the TypeScript examples: ${refused.map((r) => `${r.method} ${r.path} ${r.status}`).join(', ')}`);
      }, TIMEOUT);
    }
  });
}
