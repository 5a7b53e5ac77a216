// The service's res.json: the same bytes and headers as Express's for this app's settings
// (no ETag, no JSON spaces, replacer or escape), written at once. Express's res.json hands the
// text to res.send, which reads the Content-Type back, parses it to set a charset it already
// has, and copies a body of 1,000 characters or more into a Buffer, written apart from the
// headers; every answer of the service went that way. Whatever this path does not cover (a
// Content-Type or Transfer-Encoding already set, a status without a body, a conditional request
// that Express may answer 304) is left to Express's own res.json.
import type { Express, Response } from 'express';

const noBody = new Set([204, 205, 304]);

/** Installs the service's res.json on `app`, whose settings must be made before (R123). */
export function writeJsonAtOnce(app: Express): void {
  for (const setting of ['etag fn', 'json spaces', 'json replacer', 'json escape']) {
    if (app.get(setting)) throw new Error(`writeJsonAtOnce covers an app without '${setting}'.`);
  }
  const expressJson = app.response.json;
  app.response.json = function json(this: Response, body?: unknown): Response {
    const { headers } = this.req;
    const text = JSON.stringify(body) as string | undefined;
    if (text === undefined || noBody.has(this.statusCode) || this.hasHeader('Content-Type') || this.hasHeader('Transfer-Encoding')
      || headers['if-none-match'] || headers['if-modified-since']) {
      return expressJson.call(this, body);
    }
    this.setHeader('Content-Type', 'application/json; charset=utf-8');
    this.setHeader('Content-Length', Buffer.byteLength(text));
    if (this.req.method === 'HEAD') this.end();
    else this.end(text, 'utf8');
    return this;
  };
}
