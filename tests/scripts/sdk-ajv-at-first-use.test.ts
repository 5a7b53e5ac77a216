// The plugin that keeps the MCP SDK's Ajv provider from loading Ajv as the `folio mcp` bundle
// starts (scripts/build/sdk-ajv-at-first-use.ts): a bundle of the SDK's server holds none of Ajv,
// and the validator it makes is the SDK's own, which checks formats as Ajv does.
import { build, type Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sdkAjvAtFirstUse } from '../../scripts/build/sdk-ajv-at-first-use.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The bundle of an entry that imports the SDK's server and its validator class. */
async function bundle(plugins: Plugin[]): Promise<string> {
  const output = await build({
    stdin: {
      contents: [
        "import { Server } from '@modelcontextprotocol/sdk/server/index.js';",
        "import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';",
        'module.exports = { Server, make: () => new AjvJsonSchemaValidator() };',
      ].join('\n'),
      loader: 'js', resolveDir: root,
    },
    bundle: true, format: 'cjs', platform: 'node', write: false, logLevel: 'silent', plugins,
  });
  return output.outputFiles[0]!.text;
}

/** Runs a bundle as if it were a file at the repository's root, where node_modules is found. */
function run(code: string): { make: () => { getValidator(schema: object): (value: unknown) => { valid: boolean; errorMessage?: string } } } {
  const filename = path.join(root, 'bundle.cjs');
  const module = { exports: {} as never };
  new Function('module', 'exports', 'require', '__filename', code)(module, module.exports, createRequire(filename), filename);
  return module.exports;
}

/** Ajv's source, as esbuild bundles it: the helper that the code Ajv generates for `const` and `enum` requires. */
const AJV_SOURCE = /require\("ajv\/dist\/runtime\/equal"\)/;

test("a bundle of the SDK's server holds none of Ajv with the plugin, and Ajv without it", async () => {
  expect(await bundle([])).toMatch(AJV_SOURCE);
  expect(await bundle([sdkAjvAtFirstUse])).not.toMatch(AJV_SOURCE);
}, 30_000);

test("the validator the bundle makes is the SDK's, with Ajv's formats", async () => {
  const { make } = run(await bundle([sdkAjvAtFirstUse]));
  const validator = make();
  expect(validator.constructor.name).toBe('AjvJsonSchemaValidator');
  const check = validator.getValidator({ type: 'object', properties: { email: { type: 'string', format: 'email' } }, required: ['email'] });
  expect(check({ email: 'ap@example.com' }).valid).toBe(true);
  const refused = check({ email: 'not an address' });
  expect(refused.valid).toBe(false);
  expect(refused.errorMessage).toMatch(/email/);
}, 30_000);
