// `import { createInvoicingClient } from 'folio/client'` works for a consumer: the client is
// compiled with the options of tsconfig.build.json into a throwaway node_modules/folio that
// carries package.json's real `exports`, then a consumer file is type-checked against the
// emitted declarations and a consumer script imports the emitted JavaScript with Node.
// Building into a temporary folder keeps the test independent of a stale or missing build/.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('../../', import.meta.url));
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, { types: string; import: string }>;
};

let consumer: string;
let installed: string;

beforeAll(() => {
  consumer = realpathSync(mkdtempSync(join(tmpdir(), 'folio-client-consumer-')));
  installed = join(consumer, 'node_modules', packageJson.name);
  mkdirSync(installed, { recursive: true });
  writeFileSync(join(installed, 'package.json'), JSON.stringify({ name: packageJson.name, type: 'module', exports: packageJson.exports }));
  symlinkSync(join(root, 'node_modules', 'openapi-fetch'), join(consumer, 'node_modules', 'openapi-fetch'), 'dir');
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', type: 'module', private: true }));

  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.build.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  })!;
  const options: ts.CompilerOptions = {
    ...config.options,
    outDir: join(installed, 'build'),
    incremental: false,
    tsBuildInfoFile: undefined,
  };
  const program = ts.createProgram([join(root, 'client', 'index.ts')], options);
  const result = program.emit();
  const problems = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
  if (problems.length) throw new Error(format(problems));
}, 60_000);

afterAll(() => {
  rmSync(consumer, { recursive: true, force: true });
});

function format(diagnostics: readonly ts.Diagnostic[]): string {
  return ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => consumer, getNewLine: () => '\n' });
}

test('package.json exports folio/client as types and ESM, at the paths the build writes', () => {
  expect(packageJson.exports['./client']).toEqual({ types: './build/client/index.d.ts', import: './build/client/index.js' });
  expect(existsSync(join(installed, packageJson.exports['./client']!.types))).toBe(true);
  expect(existsSync(join(installed, packageJson.exports['./client']!.import))).toBe(true);
});

test("a consumer's import from 'folio/client' type-checks, with the contract's types and errors", () => {
  const file = join(consumer, 'consumer.ts');
  writeFileSync(file, `
import { createInvoicingClient, isTransportFailure, type Invoice, type InvoicingClient } from 'folio/client';

const client: InvoicingClient = createInvoicingClient({ apiKey: 'sk_test_x', environment: 'sandbox', maxRetries: 1 });

export async function openInvoiceIds(customerId: string): Promise<string[]> {
  const ids: string[] = [];
  for await (const invoice of client.listAll('/invoices', { status: 'open', customer_id: customerId })) ids.push(invoice.id);
  return ids;
}

export async function find(id: string): Promise<Invoice | 'missing' | 'offline'> {
  const { data, error } = await client.GET('/invoices/{invoice_id}', { params: { path: { invoice_id: id } } });
  if (isTransportFailure(error)) return 'offline';
  if (error) return error.error.type === 'not_found' ? 'missing' : 'offline';
  return data;
}

export async function mistakes(): Promise<void> {
  // @ts-expect-error: no such path
  await client.GET('/invoice');
  // @ts-expect-error: total is computed by the service
  await client.POST('/invoices', { body: { customer_id: 'cus_1', lines: [], total: 1 } });
}
`);
  const program = ts.createProgram([file], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts'],
    strict: true,
    noEmit: true,
    types: ['node'],
    typeRoots: [join(root, 'node_modules', '@types')],
  });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  expect(format(diagnostics)).toBe('');
  const resolved = program.getSourceFiles().map((source) => source.fileName);
  expect(resolved).toContain(join(installed, 'build', 'client', 'index.d.ts').split('\\').join('/'));
}, 60_000);

test("Node resolves import 'folio/client' to the built ESM and the client works", () => {
  const script = `
import { createInvoicingClient, serverUrls } from 'folio/client';
const client = createInvoicingClient({
  apiKey: 'sk_test_x', environment: 'production',
  fetch: async (request) => Response.json({ status: 'ok', version: '1', seen: request.url }),
});
const { data } = await client.GET('/status');
console.log(JSON.stringify({ seen: data.seen, production: serverUrls.production }));
`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: consumer, encoding: 'utf8' });
  expect(JSON.parse(output)).toEqual({ seen: 'https://api.folio.example/v2/status', production: 'https://api.folio.example/v2' });
}, 30_000);
