// A worker thread of the PDF pool (render-pool.ts): renders one document's content, as sent,
// into PDF bytes. Piscina loads this module and calls its default export once per task.
import { renderDocumentPdf, type DocumentContent } from './render-document.js';

export default async function render(content: DocumentContent): Promise<Uint8Array> {
  return renderDocumentPdf(content);
}
