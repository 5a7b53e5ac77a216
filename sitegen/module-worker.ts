// Starting a worker thread on a module of the site generator: compiled JavaScript as it is, or,
// where the TypeScript sources run as they are (tests, scripts), the source loaded through tsx's
// API, since Node 20 does not apply an `--import` loader to a worker's own entry file.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A worker running the module `name` (without extension) beside the module at `near` (its `import.meta.url`). */
export function startWorker(near: string, name: string): Worker {
  if (!near.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, near));
  const source = new URL(`./${name}.ts`, near).href;
  const require = createRequire(near);
  const manifest = require('tsx/package.json') as { exports: Record<string, { import: { default: string } }> };
  const api = pathToFileURL(path.join(path.dirname(require.resolve('tsx/package.json')), manifest.exports['./esm/api']!.import.default)).href;
  return new Worker(`import(${JSON.stringify(api)}).then((tsx) => tsx.tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`, { eval: true });
}

/** Sends `message` and waits for the worker's one answer; a worker that fails or stops first rejects, naming `who`. */
export function exchange<T>(worker: Worker, message: unknown, who: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const settle = () => worker.off('message', done).off('error', fail).off('exit', stopped);
    const done = (answer: T) => { settle(); resolve(answer); };
    const fail = (error: Error) => { settle(); reject(error); };
    const stopped = (code: number) => fail(new Error(`${who} stopped (exit code ${code}) before it answered`));
    worker.on('message', done).on('error', fail).on('exit', stopped);
    worker.postMessage(message);
  });
}
