// Worker threads of the site generator. A worker runs a module beside its caller: compiled
// JavaScript as it is, or, where the TypeScript sources run as they are (tests, scripts), the
// source loaded through tsx's API, since Node 20 does not apply an `--import` loader to a worker's
// own entry file. A helper worker (`helperWorker`, `answerRequests`) serves every build of a
// process, answers requests in any number at once, and holds the process open only while one is
// unanswered; `stopHelperWorkers` ends those this module started (a test file's end does).
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, Worker } from 'node:worker_threads';

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

interface Envelope { id: number; body: unknown; failed?: string }

/** The helper workers running, started by this module. */
const helpers = new Set<Worker>();

/**
 * Ends every helper worker this module started; the next request starts its helper again. Each
 * Jest test file loads its own copy of this module, and the helpers of every file would otherwise
 * stay, idle, in the test process until it ends, which then waits for each to stop.
 */
export async function stopHelperWorkers(): Promise<void> {
  await Promise.all([...helpers].map((worker) => worker.terminate()));
}

/** A process-wide helper worker on the module `name` beside `near`: `ask(request)` answers with what the module's `answerRequests` handler returns. */
export function helperWorker<Request, Answer>(near: string, name: string, who: string): { start(): void; ask(request: Request): Promise<Answer> } {
  let worker: Worker | undefined;
  let next = 0;
  const pending = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error): void => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  const start = (): Worker => {
    if (worker) return worker;
    const started = startWorker(near, name);
    started.on('message', ({ id, body, failed }: Envelope) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (pending.size === 0) started.unref();
      if (failed !== undefined) waiting?.reject(new Error(`${who} failed: ${failed}`));
      else waiting?.resolve(body as Answer);
    });
    started.on('error', (error) => failAll(error));
    started.once('exit', (code) => {
      helpers.delete(started);
      if (worker === started) worker = undefined;
      failAll(new Error(`${who} stopped (exit code ${code}) before it answered`));
    });
    // Unreferenced only now: adding a 'message' listener references a worker's port again, and
    // a helper started early (the token counter) then held a failed build's process open.
    started.unref();
    helpers.add(started);
    worker = started;
    return started;
  };
  return {
    start: () => { start(); },
    ask: (request) => new Promise<Answer>((resolve, reject) => {
      const running = start();
      const id = next++;
      pending.set(id, { resolve, reject });
      running.ref();
      running.postMessage({ id, body: request } satisfies Envelope);
    }),
  };
}

/** In a helper worker's module: answers each request with `answer`'s result, or the error's message. */
export function answerRequests<Request, Answer>(answer: (request: Request) => Answer): void {
  parentPort!.on('message', ({ id, body }: Envelope) => {
    let reply: Envelope;
    try {
      reply = { id, body: answer(body as Request) };
    } catch (error) {
      reply = { id, body: undefined, failed: (error as Error).message };
    }
    parentPort!.postMessage(reply);
  });
}
