// A worker thread of read-documents.ts: reads each batch of documents it is sent with
// readDocument, and sends back the documents and the problems found, as plain data.
import { parentPort } from 'node:worker_threads';
import { Problems, type ContentError } from './content-error.js';
import { readDocument, type ContentDocument, type DocumentInput } from './document.js';

export interface ReadBatch {
  documents: ContentDocument[];
  /** A ContentError's fields: a class instance would arrive as a plain object anyway. */
  problems: Array<Pick<ContentError, 'file' | 'place' | 'reason'>>;
}

parentPort!.on('message', (inputs: DocumentInput[]) => {
  const problems = new Problems();
  const documents = inputs.map((input) => readDocument(input, problems));
  const batch: ReadBatch = { documents, problems: problems.list.map(({ file, place, reason }) => ({ file, place, reason })) };
  parentPort!.postMessage(batch);
});
