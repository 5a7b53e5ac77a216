// `npm run compile`, after tsc: bundles the site's page scripts (/assets/site.js, /assets/try-it.js)
// from the compiled modules, whose imports resolve as a compiled `folio build` resolves them, and
// keeps them beside the compiled module, so that `folio build` neither loads esbuild nor waits
// for it (sitegen/html/browser-script.ts reads them by the hash of their source).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const folder = fileURLToPath(new URL('../../build/sitegen/html/', import.meta.url));
const html = (await import(pathToFileURL(path.join(folder, 'index.js')).href)) as typeof import('../../sitegen/html/index.js');
writeFileSync(path.join(folder, html.PREBUILT_SCRIPTS), JSON.stringify(html.pageScriptBundles()));
