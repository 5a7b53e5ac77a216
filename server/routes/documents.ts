// How every document route answers (D49): the bytes with their media type, file name and SHA-256
// as a strong ETag. Express answers 304 without a body when the request's If-None-Match holds it.
import type { Response } from 'express';
import type { ServedDocument } from '../documents/issued-documents.js';

export function sendDocument(res: Response, document: ServedDocument, mediaType: string, disposition: string): void {
  res.type(mediaType).set('ETag', `"${document.sha256}"`).set('Content-Disposition', disposition).send(document.bytes);
}
