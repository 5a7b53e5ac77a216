// `npm run release:check`: what a release of @folio/client would ship, tried as a new user
// would. Packs the client, installs the tarball into an empty project (no network), type-checks
// a strict consumer (a webhook event narrowed on its type among its calls), runs `import` and
// `require` consumers against a local `folio serve` sandbox, and prints the tarball size, the
// installed packages and their size, the install time and the gzipped bundle. Exits 1 when any
// of that fails or D17's package count is exceeded.
import { startSandbox } from '../../tests/client/helpers/sandbox.js';
import { kB, measureClientBundle } from '../measure/client-size.js';
import {
  clientCodeBudgetBytes, clientCodeBytes, consumerScripts, packAndInstall, runConsumerScript, typeCheckConsumer, typedConsumer, type Resolution,
} from './packed-client.js';

/** D17: what a consumer's install may add. */
const budget = { packages: 3, bytes: 300_000 };

const problems: string[] = [];
const installed = await packAndInstall();
try {
  const { packed, installation } = installed;
  console.log(`npm pack: ${packed.tarball.split('/').pop()}, ${kB(packed.packedBytes)} (${kB(packed.unpackedBytes)} unpacked, ${packed.files.length} files)`);
  console.log(`npm install of the tarball into an empty project (npm init -y): ${(installation.milliseconds / 1000).toFixed(2)} s, ${installation.packages.length} packages, ${kB(installation.bytes)}`);
  for (const p of installation.packages) console.log(`  ${`${p.name}@${p.version}`.padEnd(34)} ${kB(p.bytes)}`);

  const own = installation.packages.find((p) => p.name === '@folio/client')!;
  const dependencies = installation.bytes - own.bytes;
  if (installation.packages.length > budget.packages) problems.push(`${installation.packages.length} packages installed; D17 allows ${budget.packages}`);
  const code = clientCodeBytes(installation);
  if (code > clientCodeBudgetBytes) problems.push(`@folio/client's code takes ${kB(code)} installed (the contract's types aside), over its ${kB(clientCodeBudgetBytes)}`);
  console.log(installation.bytes < budget.bytes
    ? `within D17's ${kB(budget.bytes)}`
    : `over D17's ${kB(budget.bytes)}: openapi-fetch and its helpers alone take ${kB(dependencies)}, leaving ${kB(budget.bytes - dependencies)} for @folio/client (reported, not a failure)`);

  // Mistakes the compiler must refuse, wrong narrowings of a webhook event among them (D43).
  const probes = typedConsumer.match(/@ts-expect-error/g)!.length;
  for (const resolution of ['nodenext-import', 'nodenext-require', 'bundler'] as Resolution[]) {
    const diagnostics = typeCheckConsumer(installation.project, resolution);
    console.log(`strict consumer, ${resolution}, no @types/node: ${diagnostics === '' ? `type-checks, each of its ${probes} @ts-expect-error mistakes refused` : 'FAILS'}`);
    if (diagnostics !== '') problems.push(`the consumer does not type-check (${resolution}):\n${diagnostics}`);
  }

  const sandbox = await startSandbox(installed.workdir);
  try {
    for (const way of Object.keys(consumerScripts) as (keyof typeof consumerScripts)[]) {
      const outcome = await runConsumerScript(installation.project, way, sandbox.baseUrl, sandbox.key);
      const expected = { created: [201, 'draft'], sent: [202, 'open'], sentAgain: [409, 'conflict'] };
      const ok = JSON.stringify(outcome) === JSON.stringify(expected);
      console.log(`${way} against folio serve: create ${outcome.created.join(' ')}, send ${outcome.sent.join(' ')}, send again ${outcome.sentAgain.join(' ')}${ok ? '' : ' (UNEXPECTED)'}`);
      if (!ok) problems.push(`the ${way} consumer got ${JSON.stringify(outcome)}`);
    }
  } finally {
    await sandbox.stop();
  }

  const bundle = await measureClientBundle();
  console.log(`bundled by esbuild with openapi-fetch: ${kB(bundle.minifiedBytes)} minified, ${kB(bundle.gzippedBytes)} gzipped`);
} finally {
  installed.remove();
}
for (const problem of problems) console.error(`release check: ${problem}`);
process.exitCode = problems.length === 0 ? 0 : 1;
