// /benchmarks.json and /coverage.json (D26): the results files that `folio bench` and
// `folio coverage` write, copied into the package byte for byte once they match the schema
// of their route in the site's contract. A missing file fails the build with the command
// that makes it; the build never makes up a measurement.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ajvFor, standaloneSchema } from '../contracts/index.js';
import type { Problems } from '../content/index.js';
import type { Contract } from '../contracts/index.js';
import { operations } from '../../lib/openapi/index.js';

/** Where the build finds the results files: the resolved options' root and files (false: not served). */
export interface MeasurementFiles {
  root: string;
  benchmarks: string | false;
  coverage: string | false;
}

/** Each measurement the package serves: its package path, the option naming its results file, and the command that writes that file. */
export const MEASUREMENTS = [
  { path: 'benchmarks.json', option: 'benchmarks', command: 'npm run bench' },
  { path: 'coverage.json', option: 'coverage', command: 'npm run coverage' },
] as const;

/** Why the build cannot go on without its results files, or undefined when every one it needs exists. */
export function missingMeasurements(options: MeasurementFiles): string | undefined {
  const missing = MEASUREMENTS.flatMap((m) => {
    const file = options[m.option];
    return file === false || existsSync(file) ? [] : [`${shown(options, file)} is missing: the site serves it as /${m.path}; run \`${m.command}\` to make it`];
  });
  return missing.length > 0 ? missing.join('; ') : undefined;
}

/** Package path -> body of every results file there is; a file that breaks its route's schema is a problem. */
export async function readMeasurements(options: MeasurementFiles, site: Contract, problems: Problems): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const m of MEASUREMENTS) {
    const file = options[m.option];
    if (file === false || !existsSync(file)) continue;
    const body = await readFile(file, 'utf8');
    const where = shown(options, file);
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch (error) {
      problems.add(where, undefined, `not valid JSON: ${(error as Error).message}`);
      continue;
    }
    const errors = validator(site, `/${m.path}`)(value);
    if (errors.length > 0) problems.add(where, undefined, `does not match the schema of /${m.path} in ${site.file}: ${errors.join('; ')}`);
    else found.set(m.path, body);
  }
  return found;
}

/** Validates a value against the JSON body of a route's 200 response in the site's contract. */
function validator(site: Contract, route: string): (value: unknown) => string[] {
  const entry = operations(site.doc).find((op) => op.path === route && op.method === 'GET');
  const schema = entry?.operation.responses?.['200']?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${site.file} describes no JSON body for GET ${route}`);
  const wrapper = { components: { schemas: { ...site.doc.components?.schemas, '.route': schema } } };
  const validate = ajvFor(site).compile(standaloneSchema(wrapper, '.route'));
  return (value) => (validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`));
}

function shown(options: MeasurementFiles, file: string): string {
  return path.relative(options.root, file) || file;
}
