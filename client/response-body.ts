// Reads an answer's body within `maxResponseBytes`, as a stream, so that a huge body (a
// misconfigured proxy, a hostile server) is cut off instead of held in memory, and judges
// whether a success's body is the contract's JSON.

/** The body as bytes, or undefined when it is longer than `maxBytes` (the rest is left unread, and the caller lets the connection go). */
export async function readBodyWithin(response: Response, maxBytes: number): Promise<ArrayBuffer | undefined> {
  const declared = Number(response.headers.get('Content-Length') ?? Number.NaN);
  if (declared > maxBytes || response.body === null) {
    void response.body?.cancel().catch(() => undefined);
    return declared > maxBytes ? undefined : new ArrayBuffer(0);
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(chunk.value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes.buffer;
}

const jsonMediaType = /^\s*application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * Why a success answer (2xx) with a body is not what the contract promises, or undefined when
 * it is: every success of the contract but 204 has a body, and a call that expects JSON
 * (`expectsJson`) gets a JSON object, sent as JSON. A captive portal's HTML page, a text
 * answer, an answer without a Content-Type and JSON cut short by a proxy all fail here.
 */
export function successBodyProblem(response: Response, body: ArrayBuffer | null, expectsJson: boolean): string | undefined {
  if (response.status < 200 || response.status > 299 || body === null) return undefined;
  if (body.byteLength === 0) return 'the body is empty';
  if (!expectsJson) return undefined;
  const type = response.headers.get('Content-Type');
  if (type === null) return 'it has no Content-Type';
  if (!jsonMediaType.test(type)) return `its Content-Type is ${type}, not JSON`;
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(body));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? undefined : 'the JSON body is not an object';
}
