// A worker thread of the PDF pool (render-pool.ts): renders one task, as sent, into PDF bytes:
// a resolved billing document (render-billing-document.ts) or the content of the older layout
// (render-document.ts). Piscina loads this module and calls its default export once per task.
import type { BillingDocument } from '../domain/billing-document.js';
import { renderBillingDocumentPdf } from './render-billing-document.js';
import { renderDocumentPdf, type DocumentContent } from './render-document.js';

export type RenderTask = { billingDocument: BillingDocument } | { content: DocumentContent };

export default async function render(task: RenderTask): Promise<Uint8Array> {
  return 'billingDocument' in task ? renderBillingDocumentPdf(task.billingDocument) : renderDocumentPdf(task.content);
}
