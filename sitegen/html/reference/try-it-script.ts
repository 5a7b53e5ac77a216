// /assets/try-it.js, the script of the Try it panels (try-it-form.ts), loaded by operation pages
// only. It enables the panel's button (the stylesheet has shown the panel since the first
// paint, so nothing moves), fills the base URL (the reader's earlier choice in this tab, else
// the API that `sandbox.json` names when a server runs one beside the site, else the contract's
// server the page was built with), the values `sandbox.json` gives for that API in place of the
// contract's examples (its demo customer as `customer_id`, R152), and the test key from
// sessionStorage, refuses a live key before any request, sends the request with fetch and shows
// the answer's status, headers and body.
import { bundleScript } from '../browser-script.js';

/** The source of /assets/try-it.js. */
export const TRY_IT_SOURCE = String.raw`
(function () {
  var d = document, panel = d.querySelector('.try-it');
  if (!panel || !window.fetch || !window.URL) return;
  var form = panel.querySelector('form'), out = panel.querySelector('.try-result');
  var base = d.getElementById('try-base'), key = d.getElementById('try-key'), body = d.getElementById('try-body');
  var root = d.body.getAttribute('data-root') || './';
  function get(name) { try { return sessionStorage.getItem(name); } catch (e) { return null; } }
  function set(name, value) { try { sessionStorage.setItem(name, value); } catch (e) {} }
  function fresh() {
    var bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.prototype.map.call(bytes, function (b) { return (b + 256).toString(16).slice(1); }).join('');
  }
  function el(tag, className, text) {
    var node = d.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function code(label, text) {
    var pre = el('pre', 'code'), c = el('code', '', text);
    pre.tabIndex = 0;
    pre.setAttribute('aria-label', label);
    pre.appendChild(c);
    return pre;
  }
  function show(nodes) {
    out.textContent = '';
    nodes.forEach(function (n) { out.appendChild(n); });
  }
  function problem(text) { show([el('p', 'try-problem', text)]); }

  var button = form.querySelector('button[type=submit]');
  button.disabled = false;
  panel.querySelectorAll('[data-fresh]').forEach(function (input) { if (!input.value) input.value = fresh(); });
  if (key) {
    key.value = get('try-it-key') || '';
    key.addEventListener('input', function () { set('try-it-key', key.value); });
  }
  function has(values, name) { return Object.prototype.hasOwnProperty.call(values, name) && typeof values[name] === 'string'; }
  // Puts the API's own values (its demo customer) in place of the contract's examples the reader has not changed.
  function prefill(values) {
    panel.querySelectorAll('[data-in]').forEach(function (input) {
      var name = input.getAttribute('data-name');
      if (input.defaultValue && input.value === input.defaultValue && has(values, name)) input.value = values[name];
    });
    if (!body || body.value !== body.defaultValue) return;
    var changed = false, parsed;
    try { parsed = JSON.parse(body.value); } catch (e) { return; }
    (function walk(node) {
      if (!node || typeof node !== 'object') return;
      Object.keys(node).forEach(function (name) {
        if (typeof node[name] === 'string' && has(values, name)) { node[name] = values[name]; changed = true; } else walk(node[name]);
      });
    })(parsed);
    if (changed) body.value = JSON.stringify(parsed, null, 2);
  }
  var trimmed = function (url) { return url.trim().replace(/\/+$/, ''); };
  var chosen = get('try-it-base');
  if (chosen) base.value = chosen;
  fetch(root + 'sandbox.json', { cache: 'no-store' })
    .then(function (r) { return r.ok ? r.json() : null; })
    .then(function (s) {
      if (!s || typeof s.baseUrl !== 'string') return;
      if (!get('try-it-base')) base.value = s.baseUrl;
      if (s.values && typeof s.values === 'object' && trimmed(base.value) === trimmed(s.baseUrl)) prefill(s.values);
    })
    .catch(function () {});
  base.addEventListener('change', function () { set('try-it-base', base.value.trim()); });

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var method = panel.getAttribute('data-method'), refused = panel.getAttribute('data-refused-key');
    var secret = key ? key.value.trim() : '';
    if (refused && secret.indexOf(refused) === 0) return problem('That is a live key: Try it sends test keys only, so nothing was sent. Type a test key.');
    if (key && !secret) return problem('Type a test key first: nothing was sent.');
    var missing = [], headers = {}, query = [];
    var path = panel.getAttribute('data-path');
    panel.querySelectorAll('[data-in]').forEach(function (input) {
      var name = input.getAttribute('data-name'), value = input.value.trim();
      if (!value) { if (input.required) missing.push(name); return; }
      var place = input.getAttribute('data-in');
      if (place === 'path') path = path.split('{' + name + '}').join(encodeURIComponent(value));
      else if (place === 'query') query.push(encodeURIComponent(name) + '=' + encodeURIComponent(value));
      else headers[name] = value;
    });
    if (missing.length) return problem('Fill in ' + missing.join(', ') + ': nothing was sent.');
    var url;
    try { url = new URL(base.value.trim().replace(/\/+$/, '') + path + (query.length ? '?' + query.join('&') : '')); } catch (e) { return problem('The base URL is not a URL: nothing was sent.'); }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return problem('The base URL must start with http:// or https://: nothing was sent.');
    if (key) headers[panel.getAttribute('data-auth-header')] = panel.getAttribute('data-auth-prefix') + secret;
    var init = { method: method, headers: headers, mode: 'cors', credentials: 'omit', cache: 'no-store' };
    if (body && body.value.trim()) {
      headers['Content-Type'] = body.getAttribute('data-media');
      init.body = body.value;
    }
    button.disabled = true;
    show([el('p', 'try-status', 'Sending ' + method + ' ' + url.href + '...')]);
    fetch(url.href, init).then(function (r) {
      var type = r.headers.get('content-type') || '';
      var text = /json|^text\//.test(type) ? r.text() : r.arrayBuffer().then(function (b) { return b.byteLength + ' bytes of ' + (type || 'an unnamed type'); });
      return text.then(function (t) {
        if (/json/.test(type)) { try { t = JSON.stringify(JSON.parse(t), null, 2); } catch (e) {} }
        var lines = [];
        r.headers.forEach(function (value, name) { lines.push(name + ': ' + value); });
        var status = el('p', 'try-status');
        status.appendChild(el('strong', r.ok ? 'try-ok' : 'try-failed', r.status + (r.statusText ? ' ' + r.statusText : '')));
        status.appendChild(d.createTextNode(' from ' + method + ' ' + url.href));
        show([status, el('p', 'try-label', 'Headers'), code('Response headers', lines.join('\n')), el('p', 'try-label', 'Body'), code('Response body', t || '(empty)')]);
      });
    }).catch(function (e) {
      problem('No answer from ' + url.origin + ' (' + e.message + '). Is the API running, and does it allow requests from this site\'s origin (CORS)?');
    }).then(function () { button.disabled = false; });
  });
})();
`;

let cached: string | undefined;

/** /assets/try-it.js, minified; the same bytes every time. */
export function tryItScript(): string {
  return (cached ??= bundleScript(TRY_IT_SOURCE));
}
