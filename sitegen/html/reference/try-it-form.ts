// The Try it panel of an operation page as HTML: a form built from the contract (base URL,
// test key, path, query and header parameters, the body prefilled with the example) and an
// empty place for the answer. Without JavaScript the stylesheet hides it, since it cannot send
// anything then (the page's samples say the same); with JavaScript it is laid out from the first
// paint, and its button waits for the panel's script (try-it-script.ts) to enable it (R125).
import escape from 'escape-html';
import type { OpenApiDocument, OperationEntry } from '../../../lib/openapi/index.js';
import { resolve } from '../../../lib/openapi/index.js';
import { bodyExample, sampleOf } from '../../contracts/index.js';
import type { TryItForm } from '../page-model/page-model.js';

/** What an API's Try it panels refuse and suggest. */
export interface TryItSettings {
  /** Keys that start with this are refused before any request (`sk_live_`). */
  refusedKeyPrefix?: string;
  /** What a key the panel accepts looks like (`sk_test_...`). */
  keyHint?: string;
}

/**
 * The form of one operation from its contract: every path, query and header parameter (path
 * and required ones filled with their examples, an `Idempotency-Key` with a fresh value drawn
 * in the browser), the body's example, and the servers with a sandbox or test one first.
 */
export function tryItFormOf(doc: OpenApiDocument, entry: OperationEntry, settings: TryItSettings): TryItForm {
  const servers = (doc.servers ?? []).map((s) => ({ url: s.url, test: /sandbox|test/i.test(`${s.url} ${s.description ?? ''}`) }));
  const parameters = entry.parameters.flatMap((p): TryItForm['parameters'] => {
    if (p.in !== 'path' && p.in !== 'query' && p.in !== 'header') return [];
    const fresh = p.in === 'header' && p.name.toLowerCase() === 'idempotency-key';
    const example = p.example ?? sampleOf(doc, p.schema ?? Object.values(p.content ?? {})[0]?.schema);
    const value = fresh || (p.in !== 'path' && !p.required) ? '' : String(example);
    return [{ name: p.name, place: p.in, required: p.in === 'path' || p.required === true, value, fresh }];
  });
  const raw = entry.operation.requestBody && resolve(doc, entry.operation.requestBody);
  const [media, content] = Object.entries(raw?.content ?? {}).find(([type]) => /[/+]json\b/.test(type)) ?? [];
  const example = content && bodyExample(doc, content);
  return {
    method: entry.method,
    path: entry.path,
    servers: [...servers.filter((s) => s.test), ...servers.filter((s) => !s.test)].map((s) => s.url),
    auth: authOf(doc, entry),
    parameters,
    ...(media && content ? { body: { media, value: JSON.stringify(example, null, 2), required: raw?.required === true } } : {}),
    ...settings,
  };
}

function authOf(doc: OpenApiDocument, entry: OperationEntry): TryItForm['auth'] {
  const [name] = Object.keys((entry.operation.security ?? doc.security ?? [])[0] ?? {});
  const raw = name ? doc.components?.securitySchemes?.[name] : undefined;
  const scheme = raw && resolve(doc, raw);
  if (!scheme) return undefined;
  if (scheme.type === 'apiKey' && scheme.in === 'header' && scheme.name) return { header: scheme.name, prefix: '' };
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer') return { header: 'Authorization', prefix: 'Bearer ' };
  return undefined;
}

/** The panel, shown when the page runs scripts, with its button enabled by its own script. */
export function tryItHtml(form: TryItForm): string {
  const data = [
    `data-method="${escape(form.method)}"`, `data-path="${escape(form.path)}"`,
    ...(form.auth ? [`data-auth-header="${escape(form.auth.header)}"`, `data-auth-prefix="${escape(form.auth.prefix)}"`] : []),
    ...(form.refusedKeyPrefix ? [`data-refused-key="${escape(form.refusedKeyPrefix)}"`] : []),
  ].join(' ');
  const servers = form.servers.map((url) => `<option value="${escape(url)}"></option>`).join('');
  const key = form.auth
    ? `<p class="try-row"><label for="try-key">Test key</label><input id="try-key" name="key" type="password" autocomplete="off" spellcheck="false" placeholder="${escape(form.keyHint ?? '')}" aria-describedby="try-key-note">`
      + `<span id="try-key-note" class="try-note">Kept in this tab only (sessionStorage) and sent only to the base URL.${form.refusedKeyPrefix ? ` Live keys (<code>${escape(form.refusedKeyPrefix)}</code>) are refused.` : ''}</span></p>`
    : '';
  const parameters = form.parameters.map((p) => {
    const id = `try-${p.place}-${p.name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
    return `<p class="try-row"><label for="${id}"><code>${escape(p.name)}</code> <span class="field-place">${p.place}</span>${p.required ? ' <span class="field-required">required</span>' : ''}</label>`
      + `<input id="${id}" data-in="${p.place}" data-name="${escape(p.name)}" value="${escape(p.value)}"${p.fresh ? ' data-fresh' : ''}${p.required ? ' required' : ''} autocomplete="off" spellcheck="false"></p>`;
  }).join('');
  const body = form.body
    ? `<p class="try-row"><label for="try-body">Body <code>${escape(form.body.media)}</code></label><textarea id="try-body" data-media="${escape(form.body.media)}" rows="${Math.min(16, form.body.value.split('\n').length + 1)}" spellcheck="false">${escape(form.body.value)}</textarea></p>`
    : '';
  return `<section class="try-it" aria-labelledby="try-it" ${data}><h2 id="try-it">Try it</h2>`
    + `<form class="try-form" novalidate><p class="try-row"><label for="try-base">Base URL</label><input id="try-base" name="base" type="url" list="try-servers" value="${escape(form.servers[0] ?? '')}" autocomplete="off" spellcheck="false" required><datalist id="try-servers">${servers}</datalist></p>`
    + `${key}${parameters}${body}<p><button type="submit" class="button" disabled>Send ${escape(form.method)} request</button></p></form>`
    + `<div class="try-result" role="status" aria-live="polite"></div></section>`;
}
