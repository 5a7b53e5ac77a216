// `npm run contract:check`, the change gate of `npm test` (D45): each contract in openapi/
// against its newest snapshot in openapi/releases/. Prints the changes and the verdict of
// each; exit 1 when a breaking change comes without a higher major info.version, 2 when a
// contract or snapshot cannot be read.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHANGELOG_CONTRACTS } from '../../reference/changelog.js';
import { ContractInputError, formatLines, runGate, verdict } from '../../lib/openapi-diff/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const contracts = CHANGELOG_CONTRACTS.map((name) => ({ name, file: path.join(root, 'openapi', `${name}.yaml`) }));
let blocked = false;
let results;
try {
  results = runGate(contracts, path.join(root, 'openapi', 'releases'));
} catch (error) {
  if (!(error instanceof ContractInputError)) throw error;
  process.stderr.write(`contract:check: ${error.message}\n`);
  process.exit(2);
}
for (const result of results) {
  process.stdout.write(formatLines(result.changes));
  process.stdout.write(`${result.name}: ${verdict(result)}\n`);
  blocked ||= result.blocked;
}
if (blocked) {
  process.stdout.write('Raise info.version to a new major version, or undo the breaking change (content/changing-the-contract.md).\n');
  process.exitCode = 1;
}
