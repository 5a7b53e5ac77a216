// The one script of the site, minified at build time with the shared search terms and ranking
// (lib/search) in front of it. It only enhances pages that work without it: the theme toggle
// (remembered in localStorage), the Copy buttons that the build writes beside code blocks (one
// listener for all of them, so that loading a page changes nothing in it) and "copy page as
// Markdown", the menu as a drawer on narrow screens, the sidebar scrolled to the current page,
// and the search (search/search-script.ts). The head's boot script marks <html class="js"> before
// the first paint, so the stylesheet reserves the room of whatever the script shows: nothing moves.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEARCH_RESULTS, SEARCH_SCRIPT } from './search/search-script.js';

const ENHANCE = String.raw`
(function () {
  var d = document, html = d.documentElement, root = d.body.getAttribute('data-root') || './';
  var toggle = d.querySelector('.theme-toggle');
  function theme() { return html.dataset.theme || (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'); }
  if (toggle) {
    toggle.addEventListener('click', function () {
      var next = theme() === 'dark' ? 'light' : 'dark';
      html.dataset.theme = next;
      try { localStorage.setItem('site-theme', next); } catch (e) {}
    });
  }
  function copied(button) {
    var before = button.textContent;
    button.textContent = 'Copied';
    setTimeout(function () { button.textContent = before; }, 1500);
  }
  d.addEventListener('click', function (e) {
    var button = e.target.closest && e.target.closest('.code-wrap > .copy');
    if (!button) return;
    navigator.clipboard.writeText(button.parentNode.querySelector('pre.code > code').textContent).then(function () { copied(button); });
  });
  var page = d.querySelector('.copy-page');
  if (page) {
    page.addEventListener('click', function () {
      var text = fetch(page.getAttribute('data-source')).then(function (r) { return r.text(); });
      var done = window.ClipboardItem
        ? navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then(function (t) { return new Blob([t], { type: 'text/plain' }); }) })])
        : text.then(function (t) { return navigator.clipboard.writeText(t); });
      done.then(function () { copied(page); });
    });
  }
  var nav = d.getElementById('site-nav'), menu = d.querySelector('.menu-link'), close = d.querySelector('.nav-close');
  var current = nav && nav.querySelector('[aria-current=page]');
  if (current && nav.scrollHeight > nav.clientHeight) nav.scrollTop = current.offsetTop - nav.clientHeight / 3;
  function drawer(open) {
    html.classList.toggle('nav-open', open);
    menu.setAttribute('aria-expanded', String(open));
    if (open) (current || nav.querySelector('a')).focus(); else menu.focus();
  }
  if (nav && menu && close) {
    menu.setAttribute('role', 'button');
    menu.setAttribute('aria-controls', 'site-nav');
    menu.setAttribute('aria-expanded', 'false');
    menu.addEventListener('click', function (e) { e.preventDefault(); drawer(!html.classList.contains('nav-open')); });
    close.addEventListener('click', function (e) { e.preventDefault(); drawer(false); });
    d.addEventListener('keydown', function (e) { if (e.key === 'Escape' && html.classList.contains('nav-open')) drawer(false); });
  }
  search(d, root);
})();
`;

let cached: string | undefined;

/** The source of /assets/site.js: the shared search terms and ranking, the search, the enhancements. */
export const SITE_SCRIPT_SOURCE = `import { queryKeys, rankPostings, searchTerm, searchTerms, shardsFor, termMatch, wordsOf } from '../../lib/search/index.js';
var LIMIT = ${SEARCH_RESULTS};
${SEARCH_SCRIPT}
${ENHANCE}`;

/** /assets/site.js: the enhancements and the search, minified; the same bytes for the same inputs. */
export function siteScript(): string {
  return (cached ??= bundleScript(SITE_SCRIPT_SOURCE));
}

/**
 * The file beside this module, in build/ only, that holds the page scripts bundled by `npm run
 * compile` (scripts/build/page-scripts.ts), keyed by scriptKey of their source: a build then
 * neither loads esbuild nor waits for it. From the TypeScript sources there is none.
 */
export const PREBUILT_SCRIPTS = 'page-scripts.json';

let prebuilt: ReadonlyMap<string, string> | undefined;

function prebuiltScripts(): ReadonlyMap<string, string> {
  if (!prebuilt) {
    let entries: Record<string, string> = {};
    try {
      entries = JSON.parse(readFileSync(new URL(PREBUILT_SCRIPTS, import.meta.url), 'utf8')) as Record<string, string>;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    prebuilt = new Map(Object.entries(entries));
  }
  return prebuilt;
}

/** The key of a page script's source among the prebuilt bundles. */
export function scriptKey(contents: string): string {
  return createHash('sha256').update(contents).digest('hex');
}

/** A page script, its imports bundled, minified as one function for es2019 browsers: prebuilt when `npm run compile` made it. */
export function bundleScript(contents: string): string {
  return prebuiltScripts().get(scriptKey(contents)) ?? freshBundle(contents);
}

const require = createRequire(import.meta.url);

/** A page script bundled now with esbuild, its imports resolved from this module's folder. */
export function freshBundle(contents: string): string {
  const { buildSync } = require('esbuild') as typeof import('esbuild');
  const built = buildSync({
    stdin: { contents, resolveDir: path.dirname(fileURLToPath(import.meta.url)), loader: 'js' },
    bundle: true, minify: true, format: 'iife', target: 'es2019', legalComments: 'none', write: false, logLevel: 'silent',
  });
  return built.outputFiles[0].text;
}
