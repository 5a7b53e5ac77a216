// Prints the size of the typed client as a consumer's bundler ships it: @folio/client's
// sources bundled with openapi-fetch by esbuild, minified, then gzipped. `npm run size:client`
import { build } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const entry = fileURLToPath(new URL('../../client/index.ts', import.meta.url));

export interface BundleSize {
  minifiedBytes: number;
  gzippedBytes: number;
  /** Minified bytes by the package they come from. */
  byPackage: Map<string, number>;
}

/** The client bundled by esbuild (esm, minified, with openapi-fetch), and that gzipped. */
export async function measureClientBundle(): Promise<BundleSize> {
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
  const output = Object.values(result.metafile.outputs)[0]!;
  const byPackage = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
    const owner = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? '@folio/client';
    byPackage.set(owner, (byPackage.get(owner) ?? 0) + bytesInOutput);
  }
  return { minifiedBytes: code.byteLength, gzippedBytes: gzipSync(code, { level: 9 }).byteLength, byPackage };
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const size = await measureClientBundle();
  console.log(`@folio/client bundled by esbuild (esm, minified, with openapi-fetch): ${kB(size.minifiedBytes)} minified, ${kB(size.gzippedBytes)} gzipped`);
  for (const [owner, bytes] of [...size.byPackage].sort((a, b) => b[1] - a[1])) console.log(`  ${owner.padEnd(20)} ${kB(bytes)} minified`);
  const budget = 10_000;
  console.log(size.gzippedBytes <= budget ? `within the ${kB(budget)} gzipped budget` : `OVER the ${kB(budget)} gzipped budget`);
  process.exitCode = size.gzippedBytes <= budget ? 0 : 1;
}
