// A worker thread of token-counts.ts: loads the encoding as soon as it starts, then answers
// each list of texts with their token counts, in order.
import { parentPort } from 'node:worker_threads';
import { tokenCount } from './tokens.js';

tokenCount('');
parentPort!.on('message', (texts: string[]) => parentPort!.postMessage(texts.map(tokenCount)));
