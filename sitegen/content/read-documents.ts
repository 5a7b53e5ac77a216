// Reads every content file of a build. Parsing Markdown is most of a large build's time, and
// each document is read on its own, so a large manual is read by worker threads, one per
// core, in batches they take as they finish; the documents come back by structured clone,
// which keeps a tree's node identity (headingAnchors' keys stay the tree's headings). A small
// one is read in this thread, where starting workers would cost more than they save. A
// document that uses generated text is always read here: its sources are functions, which a
// worker cannot be sent. The result is the same either way, in the same order.
import { availableParallelism } from 'node:os';
import type { Problems } from './content-error.js';
import { readDocument, type ContentDocument, type DocumentInput } from './document.js';
import type { ReadBatch } from './read-worker.js';
import { exchange, startWorker } from '../module-worker.js';

/** From how many documents workers read them: below, starting them costs more than it saves. */
const WORKERS_FROM = 400;
/** Documents per message: enough to make a message's cost small, few enough to share the work out evenly. */
const BATCH = 40;

/** The documents of `inputs`, in their order; their problems go to `problems`. `workersFrom` is for tests. */
export async function readDocuments(inputs: DocumentInput[], problems: Problems, workersFrom = WORKERS_FROM): Promise<ContentDocument[]> {
  const documents: ContentDocument[] = new Array(inputs.length);
  const remote: number[] = [];
  inputs.forEach((input, i) => {
    if (inputs.length < workersFrom || input.raw.includes(':generated')) documents[i] = readDocument(input, problems);
    else remote.push(i);
  });
  const batches: number[][] = [];
  for (let start = 0; start < remote.length; start += BATCH) batches.push(remote.slice(start, start + BATCH));
  const count = Math.min(availableParallelism(), batches.length);
  await Promise.all(Array.from({ length: count }, () => readInWorker(batches, inputs, documents, problems)));
  return documents;
}

/** One worker that takes batches until none is left, then stops. */
async function readInWorker(batches: number[][], inputs: DocumentInput[], documents: ContentDocument[], problems: Problems): Promise<void> {
  const worker = startWorker(import.meta.url, 'read-worker');
  try {
    for (let batch = batches.shift(); batch; batch = batches.shift()) {
      const result = await exchange<ReadBatch>(worker, batch.map((i) => ({ ...inputs[i]!, generated: undefined, trees: undefined })), 'a worker reading content');
      batch.forEach((index, j) => { documents[index] = result.documents[j]!; });
      for (const p of result.problems) problems.add(p.file, p.place, p.reason);
    }
  } finally {
    await worker.terminate();
  }
}
