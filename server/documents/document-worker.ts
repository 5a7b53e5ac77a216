// The worker that stores issued documents (D49): after a send or a credit note commits, it renders
// the documents queued in that transaction (the PDF, and the e-invoice the customer receives) and
// stores them, so that they exist as issued even when nobody downloads them for years.
import type { Logger } from 'pino';
import { startWorkerLoop, type BackgroundWorker } from '../worker-loop.js';
import type { IssuedDocuments } from './issued-documents.js';

/** Documents rendered per round: a round ends soon, so that stopping the server never waits long. */
const batchSize = 8;

/** How often the worker looks for queued documents. */
export const documentPollMs = 500;

export function startDocumentWorker(documents: IssuedDocuments, logger: Logger, intervalMs = documentPollMs): BackgroundWorker {
  const failed = (owner: { ownerId: string; format: string }, error: unknown) =>
    logger.error({ err: error, owner_id: owner.ownerId, format: owner.format }, 'an issued document could not be stored; it stays queued');
  return startWorkerLoop(() => documents.storeQueued(batchSize, failed), intervalMs, logger, 'storing issued documents failed');
}
