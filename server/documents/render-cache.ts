// The rendered documents (PDFs and e-invoices) a process keeps (D48): keyed by a hash of everything
// that makes a document's bytes (document-renderer.ts), so an invoice that changes, or whose customer or seller
// changes, gets a new key and never an old PDF. Bounded by the bytes it holds, least recently
// used first out. A document asked for while it renders waits for that one rendering.
export interface RenderCache {
  /** The PDF under `key`: the cached one, the one being rendered, or `render()`'s. */
  get(key: string, render: () => Promise<Buffer>): Promise<Buffer>;
  /** Bytes held now. */
  readonly bytes: number;
}

export function createRenderCache(maxBytes: number): RenderCache {
  // A Map keeps insertion order: re-inserting on each hit makes its first key the least recently used.
  const done = new Map<string, Buffer>();
  const rendering = new Map<string, Promise<Buffer>>();
  let bytes = 0;

  function keep(key: string, pdf: Buffer): void {
    if (pdf.length > maxBytes) return;
    done.set(key, pdf);
    bytes += pdf.length;
    for (const [oldest, old] of done) {
      if (bytes <= maxBytes) break;
      done.delete(oldest);
      bytes -= old.length;
    }
  }

  return {
    get(key, render) {
      const hit = done.get(key);
      if (hit) {
        done.delete(key);
        done.set(key, hit);
        return Promise.resolve(hit);
      }
      const pending = rendering.get(key);
      if (pending) return pending;
      const started = render().then((pdf) => {
        keep(key, pdf);
        return pdf;
      }).finally(() => rendering.delete(key));
      rendering.set(key, started);
      return started;
    },
    get bytes() {
      return bytes;
    },
  };
}
