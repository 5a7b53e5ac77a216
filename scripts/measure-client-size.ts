// Prints the size of the typed client as a consumer's bundler ships it: client/index.ts
// bundled with openapi-fetch by esbuild, minified, then gzipped. `npm run size:client`
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const entry = fileURLToPath(new URL('../client/index.ts', import.meta.url));

const result = await build({
  entryPoints: [entry],
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  write: false,
  metafile: true,
  legalComments: 'none',
});
const code = result.outputFiles[0]!.contents;
const gzipped = gzipSync(code, { level: 9 });
const output = Object.values(result.metafile.outputs)[0]!;
const byPackage = new Map<string, number>();
for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
  const owner = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? 'folio client/';
  byPackage.set(owner, (byPackage.get(owner) ?? 0) + bytesInOutput);
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;
console.log(`client/index.ts bundled by esbuild (esm, minified, with openapi-fetch): ${kB(code.byteLength)} minified, ${kB(gzipped.byteLength)} gzipped`);
for (const [owner, bytes] of [...byPackage].sort((a, b) => b[1] - a[1])) console.log(`  ${owner.padEnd(20)} ${kB(bytes)} minified`);
const budget = 10_000;
console.log(gzipped.byteLength <= budget ? `within the ${kB(budget)} gzipped budget` : `OVER the ${kB(budget)} gzipped budget`);
process.exitCode = gzipped.byteLength <= budget ? 0 : 1;
