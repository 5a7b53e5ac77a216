// The browser search, as script source for /assets/site.js (browser-script.ts bundles it with
// the shared terms and ranking of lib/search): on focus it reads search/index.json; as the
// reader types it fetches the few shards the query's terms need and then the chunks of the
// results shown, each with an excerpt around the first match and every match marked. `/`
// focuses the field, arrows move, Enter opens `page#anchor`, Escape clears.

/** How many results the search list shows. */
export const SEARCH_RESULTS = 8;

/** Characters of text around the first match that an excerpt shows. */
const EXCERPT_BEFORE = 60;
const EXCERPT_LENGTH = 200;

export const SEARCH_SCRIPT = String.raw`
function search(d, root) {
  var box = d.querySelector('.search'), input = d.getElementById('search-input'), list = d.getElementById('search-results');
  if (!box || !window.fetch) return;
  var base = input.getAttribute('data-index').replace(/index\.json$/, ''), manifest, shards = {}, chunks = {}, results = [], active = -1, asked = 0;
  function json(path, cache, key) {
    cache[key] = cache[key] || fetch(base + path).then(function (r) { return r.json(); });
    return cache[key];
  }
  function load() { return json('index.json', shards, 'manifest').then(function (m) { manifest = m; return m; }); }
  function termsOf(q) { return searchTerms(wordsOf(q), new Map()).filter(function (t, i, all) { return all.indexOf(t) === i; }); }
  function matches(word, terms) {
    var term = searchTerm(word.toLowerCase());
    return term !== null && terms.some(function (t) { return termMatch(term, t) > 0; });
  }
  // Appends text to node with every word that matches a term in <mark>.
  function marked(node, text, terms) {
    var at = 0, re = /[\p{L}\p{N}_]+/gu, m;
    while ((m = re.exec(text))) {
      if (!matches(m[0], terms)) continue;
      node.appendChild(d.createTextNode(text.slice(at, m.index)));
      var mark = d.createElement('mark');
      mark.textContent = m[0];
      node.appendChild(mark);
      at = m.index + m[0].length;
    }
    node.appendChild(d.createTextNode(text.slice(at)));
  }
  function excerpt(text, terms) {
    var re = /[\p{L}\p{N}_]+/gu, m, first = 0;
    while ((m = re.exec(text))) if (matches(m[0], terms)) { first = m.index; break; }
    var start = Math.max(0, first - EXCERPT_BEFORE);
    if (start > 0) start = text.indexOf(' ', start) + 1 || start;
    var end = Math.min(text.length, start + EXCERPT_LENGTH);
    if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
    return (start > 0 ? '… ' : '') + text.slice(start, end) + (end < text.length ? ' …' : '');
  }
  function hrefOf(r) { return root + r[0].replace(/(^|\/)index\.html$/, '$1') + (r[1] ? '#' + r[1] : ''); }
  function mark() {
    list.querySelectorAll('[role=option]').forEach(function (li, i) { li.setAttribute('aria-selected', String(i === active)); });
    if (active >= 0) input.setAttribute('aria-activedescendant', 'search-result-' + active); else input.removeAttribute('aria-activedescendant');
  }
  function show(q, terms, records) {
    results = records;
    active = records.length ? 0 : -1;
    list.textContent = '';
    records.forEach(function (r, i) {
      var li = d.createElement('li'), a = d.createElement('a'), head = d.createElement('span'), page = d.createElement('span'), text = d.createElement('span');
      li.id = 'search-result-' + i;
      li.setAttribute('role', 'option');
      a.href = hrefOf(r);
      a.tabIndex = -1;
      head.className = 'result-heading';
      marked(head, r[3], terms);
      a.appendChild(head);
      if (r[2] !== r[3]) { page.className = 'result-page'; marked(page, r[2], terms); a.appendChild(page); }
      text.className = 'result-text';
      marked(text, excerpt(r[4], terms), terms);
      a.appendChild(text);
      li.appendChild(a);
      list.appendChild(li);
    });
    if (q && !records.length) {
      var none = d.createElement('li');
      none.className = 'no-results';
      none.textContent = 'No results for ' + q;
      list.appendChild(none);
    }
    list.hidden = !q;
    input.setAttribute('aria-expanded', String(!!q));
    mark();
  }
  function run() {
    var q = input.value.trim(), ask = ++asked, terms = termsOf(q);
    if (!terms.length) { show(q, terms, []); return; }
    load().then(function (m) {
      var wanted = shardsFor(queryKeys(terms), m.shards);
      return Promise.all(wanted.map(function (i) { return json('terms/' + i + '.json', shards, i); })).then(function (found) {
        var top = rankPostings(terms, found, m.rarity).slice(0, LIMIT);
        return Promise.all(top.map(function (r) { return json('records/' + Math.floor(r.index / m.chunk) + '.json', chunks, Math.floor(r.index / m.chunk)); })).then(function (got) {
          return top.map(function (r, i) { return got[i][r.index % m.chunk]; });
        });
      });
    }).then(function (records) { if (ask === asked) show(q, terms, records); });
  }
  input.addEventListener('focus', load);
  input.addEventListener('input', run);
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
      run();
      input.blur();
    }
  });
  d.addEventListener('keydown', function (e) {
    var t = e.target;
    if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)))) return;
    e.preventDefault();
    input.focus();
  });
}
`.replace('EXCERPT_BEFORE', String(EXCERPT_BEFORE)).replace('EXCERPT_LENGTH', String(EXCERPT_LENGTH));
