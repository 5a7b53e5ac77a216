// The few calls the conformance corpus makes to the sandbox, over plain fetch with the
// contract's types for the bodies: what came back, never a throw for an HTTP status.
export interface Answer {
  status: number;
  /** The parsed JSON body, or undefined for another content type. */
  json: unknown;
  bytes: Uint8Array;
}

export interface Api {
  call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer>;
}

/** An API client for one key. */
export function api(baseUrl: string, key: string): Api {
  return {
    async call(method, path, body) {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      const json = (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown : undefined;
      return { status: response.status, json, bytes };
    },
  };
}
