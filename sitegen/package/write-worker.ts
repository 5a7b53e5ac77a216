// The helper worker of write-site.ts: writes each batch of a site's files it is sent into the
// build's staging folder, with the compressed twins of each text file (precompress.ts), on a core
// of its own while the build renders the next pages; it keeps the build's new twins on its cache
// when the build has succeeded, and forgets them when it has failed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { answerRequests } from '../module-worker.js';
import { isCompressible, KeptTwins } from '../precompress.js';

/** Files to write (absolute paths in the staging folder `build`, and their text), or the end of the build `build`. */
export type WriteRequest =
  | { build: string; cacheDir: string | false; files: Array<{ file: string; body: string }> }
  | { build: string; keep: boolean };

/** The twins of each build under way, by its staging folder. */
const builds = new Map<string, KeptTwins>();
/** Folders made so far (each build stages in a folder of its own). */
const made = new Set<string>();

answerRequests((request: WriteRequest) => {
  if ('keep' in request) {
    if (request.keep) builds.get(request.build)?.keep();
    builds.delete(request.build);
    return;
  }
  let twins = builds.get(request.build);
  if (!twins) builds.set(request.build, (twins = new KeptTwins(request.cacheDir)));
  for (const { file, body } of request.files) {
    const folder = path.dirname(file);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    const bytes = Buffer.from(body);
    writeFileSync(file, bytes);
    if (isCompressible(file, bytes.length)) twins.write(file, bytes);
  }
});
