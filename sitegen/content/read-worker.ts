// A worker thread of read-documents.ts: reads each batch of documents it is sent with
// readDocument, and sends back the documents and the problems found, as plain data.
import { parentPort } from 'node:worker_threads';
import { Problems } from './content-error.js';
import { readDocument, type DocumentInput } from './document.js';

export interface ReadBatch {
  documents: ReturnType<typeof readDocument>[];
  problems: Array<Pick<Problems['list'][number], 'file' | 'place' | 'reason'>>;
}

parentPort!.on('message', (inputs: DocumentInput[]) => {
  const problems = new Problems();
  const documents = inputs.map((input) => readDocument(input, problems));
  const batch: ReadBatch = { documents, problems: problems.list.map(({ file, place, reason }) => ({ file, place, reason })) };
  parentPort!.postMessage(batch);
});
