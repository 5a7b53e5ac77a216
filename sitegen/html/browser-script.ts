// The one script of the site, minified at build time with MiniSearch in front of it. It only
// enhances pages that work without it: the theme toggle (remembered in localStorage), copy
// buttons on code blocks and "copy page as Markdown", and the search field (`/` focuses it,
// results as you type, arrows move, Enter opens `page#anchor`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { SEARCH_OPTIONS, SEARCH_RESULTS } from './search-options.js';

const ENHANCE = String.raw`
(function () {
  var d = document, html = d.documentElement, root = d.body.getAttribute('data-root') || './';
  var toggle = d.querySelector('.theme-toggle');
  function theme() { return html.dataset.theme || (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'); }
  function showTheme() { toggle.setAttribute('aria-pressed', String(theme() === 'dark')); }
  if (toggle) {
    toggle.hidden = false;
    showTheme();
    toggle.addEventListener('click', function () {
      var next = theme() === 'dark' ? 'light' : 'dark';
      html.dataset.theme = next;
      try { localStorage.setItem('folio-theme', next); } catch (e) {}
      showTheme();
    });
  }
  function copied(button) {
    var before = button.textContent;
    button.textContent = 'Copied';
    setTimeout(function () { button.textContent = before; }, 1500);
  }
  d.querySelectorAll('pre.code').forEach(function (pre) {
    var wrap = d.createElement('div');
    wrap.className = 'code-wrap';
    pre.parentNode.insertBefore(wrap, pre);
    wrap.appendChild(pre);
    var button = d.createElement('button');
    button.type = 'button';
    button.className = 'copy';
    button.textContent = 'Copy';
    button.setAttribute('aria-label', 'Copy ' + (pre.getAttribute('data-label') || 'code'));
    button.addEventListener('click', function () {
      navigator.clipboard.writeText(pre.querySelector('code').textContent).then(function () { copied(button); });
    });
    wrap.appendChild(button);
  });
  var page = d.querySelector('.copy-page');
  if (page && window.ClipboardItem) {
    page.hidden = false;
    page.addEventListener('click', function () {
      var text = fetch(page.getAttribute('data-source')).then(function (r) { return r.text(); })
        .then(function (t) { return new Blob([t], { type: 'text/plain' }); });
      navigator.clipboard.write([new ClipboardItem({ 'text/plain': text })]).then(function () { copied(page); });
    });
  }
  var box = d.querySelector('.search'), input = d.getElementById('search-input'), list = d.getElementById('search-results');
  if (!box || !window.fetch) return;
  box.hidden = false;
  var engine, loading, results = [], active = -1;
  var stop = {};
  OPTIONS.stopWords.forEach(function (w) { stop[w] = true; });
  function load() {
    loading = loading || fetch(input.getAttribute('data-index')).then(function (r) { return r.json(); }).then(function (index) {
      engine = new MiniSearch({
        fields: OPTIONS.fields, storeFields: OPTIONS.storeFields, searchOptions: OPTIONS.searchOptions,
        processTerm: function (term) { term = term.toLowerCase(); return stop[term] ? null : term; }
      });
      engine.addAll(index.records.map(function (r, i) { return { id: i, slug: r.slug, title: r.title, heading: r.heading, anchor: r.anchor, text: r.text }; }));
    });
    return loading;
  }
  function hrefOf(r) { return root + 'docs/' + r.slug + '/' + (r.anchor ? '#' + r.anchor : ''); }
  function mark() {
    list.querySelectorAll('[role=option]').forEach(function (li, i) { li.setAttribute('aria-selected', String(i === active)); });
    if (active >= 0) input.setAttribute('aria-activedescendant', 'search-result-' + active); else input.removeAttribute('aria-activedescendant');
  }
  function render() {
    var q = input.value.trim();
    results = q && engine ? engine.search(q).slice(0, LIMIT) : [];
    active = results.length ? 0 : -1;
    list.textContent = '';
    results.forEach(function (r, i) {
      var li = d.createElement('li'), a = d.createElement('a'), small = d.createElement('span');
      li.id = 'search-result-' + i;
      li.setAttribute('role', 'option');
      a.href = hrefOf(r);
      a.tabIndex = -1;
      a.textContent = r.heading;
      small.className = 'result-page';
      small.textContent = r.heading === r.title ? '' : r.title;
      a.appendChild(small);
      li.appendChild(a);
      list.appendChild(li);
    });
    if (q && !results.length) {
      var none = d.createElement('li');
      none.className = 'no-results';
      none.textContent = 'No results for ' + q;
      list.appendChild(none);
    }
    list.hidden = !q;
    input.setAttribute('aria-expanded', String(!!q));
    mark();
  }
  input.addEventListener('focus', load);
  input.addEventListener('input', function () { load().then(render); });
  input.addEventListener('keydown', function (e) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!results.length) return;
      e.preventDefault();
      active = (active + (e.key === 'ArrowDown' ? 1 : results.length - 1)) % results.length;
      mark();
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      location.href = hrefOf(results[active]);
    } else if (e.key === 'Escape') {
      input.value = '';
      render();
      input.blur();
    }
  });
  d.addEventListener('keydown', function (e) {
    var t = e.target;
    if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)))) return;
    e.preventDefault();
    input.focus();
  });
})();
`;

let cached: string | undefined;

/** /assets/site.js: MiniSearch and the enhancements, minified; the same bytes for the same inputs. */
export function siteScript(): string {
  return (cached ??= bundleScript(`import MiniSearch from 'minisearch';\nvar OPTIONS = ${JSON.stringify(SEARCH_OPTIONS)}, LIMIT = ${SEARCH_RESULTS};\n${ENHANCE}`));
}

/** A page script, its imports bundled, minified as one function for es2019 browsers. */
export function bundleScript(contents: string): string {
  const built = buildSync({
    stdin: { contents, resolveDir: path.dirname(fileURLToPath(import.meta.url)), loader: 'js' },
    bundle: true, minify: true, format: 'iife', target: 'es2019', legalComments: 'none', write: false, logLevel: 'silent',
  });
  return built.outputFiles[0].text;
}
