// Renders invoices' and credit notes' documents, their PDFs and their e-invoices, off the event
// loop (D48): a small piscina pool of worker threads (render-worker.ts for PDFs, einvoice-worker.ts
// for e-invoices, each loaded by a thread at its first task of that kind) behind a cache of rendered
// documents (render-cache.ts). Rendering the largest document the contract allows takes seconds
// of CPU; on the main thread it held every other request for that long. Piscina, not bare
// worker_threads: it already queues tasks, starts threads on demand and stops idle ones, and
// closes cleanly, which is what a hand-written pool would have to repeat. The pool starts no
// thread until the first document, and `close()` ends its threads (the server calls it when it stops).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { createRenderCache } from './render-cache.js';
import { assertEInvoiceable, type BillingDocument, type EInvoiceFormat } from '../domain/documents/index.js';
import type { RenderTask } from './render-worker.js';

export interface DocumentRenderer {
  /** A legal invoice or credit note's PDF in its locale (D37, D39), from the cache when the same document was rendered before. */
  renderDocument(document: BillingDocument): Promise<Buffer>;
  /**
   * The document's e-invoice in the format (D38), made in the pool: XML, or for factur-x its PDF
   * as PDF/A-3 with the CII inside. Drafts and documents the format's rules refuse are refused
   * here, before any thread works, with the rules' DomainError.
   */
  renderEInvoice(document: BillingDocument, format: EInvoiceFormat): Promise<Buffer>;
  /** Ends the worker threads; renders still queued, and any asked for afterwards, fail. */
  close(): Promise<void>;
}

export interface DocumentRendererOptions {
  /** Worker threads at most; by default one fewer than the cores (at least one, at most four). */
  threads?: number;
  /** Bytes of rendered documents kept; 64 MB by default. */
  cacheBytes?: number;
}

/** On two cores one thread renders and the other core stays free for requests (R73). */
const defaultRenderThreads = Math.max(1, Math.min(4, availableParallelism() - 1));
const defaultCacheBytes = 64 * 1024 * 1024;

/**
 * A worker module beside this module: compiled JavaScript in build/, or, where the TypeScript
 * sources run as they are (jest, tsx), the source, with tsx's loader in the threads' execArgv.
 * Piscina's own entry file is plain JavaScript and imports the module, so the loader applies
 * (Node 20 would not apply it to a worker's entry file itself, see sitegen's read-documents.ts).
 */
const sources = import.meta.url.endsWith('.ts');
const workerFile = (name: string) => fileURLToPath(new URL(`./${name}.${sources ? 'ts' : 'js'}`, import.meta.url));
const loader = (): { execArgv?: string[] } => (sources ? { execArgv: ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href] } : {});

/** What makes a document's bytes, as one key: the same task gives the same PDF. */
function keyOf(task: RenderTask): string {
  return createHash('sha256').update(JSON.stringify(task)).digest('base64url');
}

export function createDocumentRenderer(options: DocumentRendererOptions = {}): DocumentRenderer {
  const threads = options.threads ?? defaultRenderThreads;
  // Niced (Linux): on a busy machine the scheduler gives the request thread the core first.
  const pool = new Piscina({ filename: workerFile('render-worker'), ...loader(), minThreads: 0, maxThreads: threads, idleTimeout: 60_000, niceIncrement: 10 });
  const cache = createRenderCache(options.cacheBytes ?? defaultCacheBytes);
  let closed = false;
  const run = (task: RenderTask) => cache.get(keyOf(task), async () => {
    // Piscina would start a new thread for a task sent after destroy(), which nothing would end.
    if (closed) throw new Error('The document renderer is closed: the service is stopping.');
    const bytes = (await pool.run(task, 'eInvoice' in task ? { filename: workerFile('einvoice-worker') } : {})) as Uint8Array;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  });
  return {
    renderDocument: (billingDocument) => run({ billingDocument }),
    renderEInvoice: async (billingDocument, eInvoice) => {
      assertEInvoiceable(billingDocument, eInvoice);
      return run({ eInvoice, billingDocument });
    },
    close: async () => {
      closed = true;
      await pool.destroy();
    },
  };
}
