// /assets/site.css: light and dark themes (prefers-color-scheme, or the reader's choice on
// <html data-theme>), a layout that reflows down to 360 px (the sidebar a drawer, manual tables
// stacked into cards), visible focus, tabs that work without a script, and the colours of the
// build-time code highlighting. What the script enhances is laid out from the first paint under
// <html class="js">, so nothing shifts when it runs. System fonts only: no request leaves the site.

const LIGHT = `--bg:#ffffff;--fg:#1f2328;--muted:#57606a;--border:#d0d7de;--surface:#f6f8fa;--link:#0550ae;--accent:#0550ae;--code-bg:#f6f8fa;
--note:#0550ae;--warn:#8a4600;--danger:#b3261e;--tip:#116329;--kw:#a0111f;--str:#0a3069;--num:#0550ae;--com:#57606a;--fn:#6639ba;--attr:#953800;`;
const DARK = `--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;--border:#3d444d;--surface:#151b23;--link:#6cb6ff;--accent:#6cb6ff;--code-bg:#151b23;
--note:#6cb6ff;--warn:#e3b341;--danger:#ff8182;--tip:#56d364;--kw:#ff7b72;--str:#a5d6ff;--num:#79c0ff;--com:#9198a1;--fn:#d2a8ff;--attr:#ffa657;`;

/**
 * The operation and schema pages (D46): from 1,100 px the operation's text and fields on the
 * left and its samples, examples and Try it panel on the right, sticky; in one column those
 * come between the request and the responses, as the page orders them (R155). The request
 * and the answers are two grid rows on the left, the request's last margin dropped so the
 * answers start where one flowing column put them; fields as a list whose nested fields
 * fold; the Try it form and its answer.
 */
const OPERATION = `
.fields{list-style:none;margin:.5rem 0 1rem;padding:0;border-top:1px solid var(--border)}
.field{padding:.5rem 0;border-bottom:1px solid var(--border)}
.field-head{margin:0 0 .2rem;display:flex;flex-wrap:wrap;gap:.15rem .6rem;align-items:baseline}
.field-name{font-weight:600}
.field-type,.field-place,.field-optional{color:var(--muted);font-size:.875rem}
.field-required{color:var(--warn);font-size:.8rem;font-weight:600}
.field p{margin:.2rem 0}
.field-children{margin:.4rem 0 0;border:1px solid var(--border);border-radius:6px;padding:0 .75rem}
.field-children>summary{cursor:pointer;padding:.3rem 0;font-size:.9rem;color:var(--muted)}
.field-children[open]>summary{border-bottom:1px solid var(--border)}
.field-children .fields{border-top:0;margin:0}
.field-children .field:last-child{border-bottom:0}
.choice{margin:.4rem 0 0}
.choice-lead{margin:.2rem 0;font-size:.9rem;color:var(--muted)}
.choice .variant+.variant{margin-top:.3rem}
.variant>p{margin:.3rem 0}
.operation-aside h2{font-size:1.15rem}
.operation-aside pre.code{max-height:32rem;overflow:auto;font-size:.85em}
.try-form{display:grid;gap:.6rem}
.try-row{margin:0;display:grid;gap:.2rem}
.try-row label{font-weight:600;font-size:.9rem}
.try-it input,.try-it textarea{width:100%;font:inherit;font-size:.9rem;padding:.35rem .5rem;border:1px solid var(--muted);border-radius:6px;background:var(--bg);color:var(--fg)}
.try-it textarea{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;font-size:.85rem;line-height:1.4;resize:vertical;white-space:pre;overflow:auto}
.try-note{font-size:.8rem;color:var(--muted)}
.try-status{margin:.75rem 0 .25rem;overflow-wrap:anywhere}
.try-ok{color:var(--tip)}.try-failed,.try-problem{color:var(--danger)}
.try-problem{font-weight:600}
.try-label{margin:.5rem 0 0;font-size:.8rem;text-transform:uppercase;letter-spacing:.05em;color:var(--muted)}
.button[disabled]{opacity:.6;cursor:progress}
@media (min-width:68.75rem){
.layout:has(.operation){grid-template-columns:15rem minmax(0,1fr)}
.layout:has(.operation) .toc{display:none}
article:has(.operation){max-width:none}
.operation{display:grid;grid-template-columns:minmax(0,5fr) minmax(0,4fr);grid-template-rows:auto 1fr;gap:0 2rem;align-items:start}
.operation-main{grid-column:1;grid-row:1}
.operation-answers{grid-column:1;grid-row:2}
.operation-main>:last-child,.operation-main>:last-child>:last-child{margin-bottom:0}
.operation-aside{grid-column:2;grid-row:1/span 2;position:sticky;top:0;max-height:100vh;overflow:auto;padding:0 .25rem 1rem}
.operation-aside>section:first-child>h2{margin-top:.5rem}
}
`;

const CSS = `
:root{${LIGHT}color-scheme:light}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]){${DARK}color-scheme:dark}}
:root[data-theme=dark]{${DARK}color-scheme:dark}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;overflow-wrap:break-word}
a{color:var(--link)}
a:hover{text-decoration-thickness:2px}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;font-size:.9em}
:not(pre)>code{background:var(--surface);border:1px solid var(--border);border-radius:4px;padding:0 .25em;overflow-wrap:anywhere}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.skip-link{position:absolute;left:.5rem;top:-3rem;background:var(--bg);color:var(--link);padding:.5rem 1rem;border:2px solid var(--accent);z-index:10}
.skip-link:focus{top:.5rem}
.site-header{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem;padding:.6rem 1rem;border-bottom:1px solid var(--border);background:var(--surface)}
.brand{font-weight:700;font-size:1.15rem;text-decoration:none;color:var(--fg)}
.menu-link{margin-left:auto}
html:not(.js) .search,html:not(.js) .theme-toggle,html:not(.js) .copy-page,html:not(.js) .copy,html:not(.js) .try-it{display:none}
.search{position:relative;flex:1 1 14rem;max-width:28rem;min-height:2.3rem}
.search input{width:100%;font:inherit;padding:.35rem .6rem;border:1px solid var(--muted);border-radius:6px;background:var(--bg);color:var(--fg)}
#search-results{position:absolute;left:0;right:0;top:100%;z-index:5;margin:.25rem 0 0;padding:.25rem;list-style:none;background:var(--bg);border:1px solid var(--border);border-radius:6px;box-shadow:0 8px 24px rgba(0,0,0,.2);max-height:70vh;overflow:auto}
#search-results a{display:block;padding:.35rem .5rem;border-radius:4px;text-decoration:none;color:var(--fg)}
.result-heading{display:block;font-weight:600}
.result-text{display:block;font-size:.85em;color:var(--muted)}
#search-results mark{background:none;color:inherit;font-weight:700;text-decoration:underline 2px var(--accent)}
#search-results [aria-selected=true] a{background:var(--surface);outline:2px solid var(--accent)}
.result-page{display:block;font-size:.85em;color:var(--muted)}
.no-results{padding:.35rem .5rem;color:var(--muted)}
.theme-toggle,.copy,.copy-page,.button{font:inherit;font-size:.875rem;cursor:pointer;border:1px solid var(--border);border-radius:6px;background:var(--bg);color:var(--fg);padding:.25rem .6rem}
.to-light{display:none}
:root[data-theme=dark] .to-dark{display:none}:root[data-theme=dark] .to-light{display:inline}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]) .to-dark{display:none}:root:not([data-theme=light]) .to-light{display:inline}}
.button{display:inline-block;text-decoration:none;background:var(--accent);color:var(--bg);border-color:var(--accent);font-size:1rem;padding:.4rem .9rem}
.layout{display:grid;grid-template-columns:minmax(0,1fr);gap:0 2rem;max-width:90rem;margin:0 auto;padding:0 1rem}
main{min-width:0;padding:1rem 0 2rem}
main:focus{outline:none}
article{max-width:48rem}
.sidebar{padding:1rem 0;font-size:.95rem}
.nav-close{display:none}
@media (max-width:59.99rem){
.sidebar{position:fixed;top:0;bottom:0;left:0;z-index:20;width:min(20rem,85vw);overflow:auto;padding:1rem;background:var(--bg);border-right:1px solid var(--border);box-shadow:0 0 24px rgba(0,0,0,.3);transform:translateX(-105%);visibility:hidden;transition:transform .2s,visibility 0s .2s}
.nav-open .sidebar,.sidebar:target{transform:none;visibility:visible;transition:transform .2s}
html:not(.nav-open) .sidebar:not(:target){content-visibility:hidden}
.nav-close{display:block;margin-bottom:.5rem}
}
@media (prefers-reduced-motion:reduce){.sidebar{transition:none}}
.sidebar ul{list-style:none;margin:0 0 .5rem;padding:0}
.sidebar li a{display:block;padding:.15rem .5rem;border-radius:4px;text-decoration:none;color:var(--fg)}
.sidebar li a:hover{background:var(--surface)}
.sidebar a[aria-current=page]{background:var(--surface);color:var(--link);font-weight:600;box-shadow:inset 3px 0 0 var(--accent)}
.nav-title{font-size:.8rem;text-transform:uppercase;letter-spacing:.05em;color:var(--muted);margin:1rem 0 .25rem}
.nav-group summary{cursor:pointer;padding:.15rem .5rem;color:var(--muted)}
.nav-group ul{padding-left:.5rem}
.sidebar a.nav-group-link{color:var(--muted)}
.nav-group-link::before{content:"\\25B8  " / "";font-size:.8em}
.toc{display:none}
.toc h2{font-size:.8rem;text-transform:uppercase;letter-spacing:.05em;color:var(--muted);margin:0 0 .25rem}
.toc ul{list-style:none;margin:0;padding:0;font-size:.9rem}
.toc li a{display:block;padding:.1rem 0;text-decoration:none;color:var(--muted)}
.toc li a:hover{color:var(--link)}
.toc .toc-3{padding-left:.75rem}
@media (min-width:60rem){
.menu-link{display:none}
.layout{grid-template-columns:15rem minmax(0,1fr)}
.sidebar{grid-column:1;grid-row:1;position:sticky;top:0;align-self:start;max-height:100vh;overflow:auto}
main{grid-column:2;grid-row:1}
}
@media (min-width:80rem){
.layout{grid-template-columns:15rem minmax(0,1fr) 13rem}
.toc{display:block;grid-column:3;grid-row:1;position:sticky;top:0;align-self:start;padding-top:1.5rem;max-height:100vh;overflow:auto}
}
h1,h2,h3,h4{line-height:1.25;margin:1.6em 0 .5em}
h1{font-size:2rem;margin-top:.5em}
h2{font-size:1.45rem;padding-bottom:.25em;border-bottom:1px solid var(--border)}
h3{font-size:1.15rem}
.anchor{margin-left:.25rem;text-decoration:none;color:var(--muted);opacity:0}
h1:hover .anchor,h2:hover .anchor,h3:hover .anchor,h4:hover .anchor,.anchor:focus{opacity:1}
.lead{font-size:1.15rem;color:var(--muted)}
.page-actions{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;font-size:.9rem;margin:-.25rem 0 1rem}
.code-wrap{position:relative}
.code-wrap .copy{position:absolute;top:.4rem;right:.4rem}
pre.code{background:var(--code-bg);border:1px solid var(--border);border-radius:6px;padding:.75rem 1rem;overflow-x:auto;line-height:1.45}
.js pre.code{padding-top:2.4rem}
.table-wrap{overflow-x:auto;margin:1rem 0}
table{border-collapse:collapse;width:100%;font-size:.93rem}
td:first-child code{white-space:nowrap;overflow-wrap:normal}
th,td{border:1px solid var(--border);padding:.4rem .6rem;text-align:left;vertical-align:top}
th[align=right],td[align=right]{text-align:right;font-variant-numeric:tabular-nums}
th[align=center],td[align=center]{text-align:center}
th{background:var(--surface)}
td p{margin:0 0 .3em}
@media (max-width:40rem){
table.stack,table.stack tbody,table.stack tr,table.stack td{display:block;width:100%}
table.stack thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
table.stack tr{border:1px solid var(--border);border-radius:6px;margin:0 0 .75rem;padding:.25rem .6rem}
table.stack td{border:0;padding:.2rem 0;text-align:left}
table.stack td[data-label]::before{content:attr(data-label);display:block;font-size:.8rem;font-weight:600;color:var(--muted)}
table.stack td:first-child code{white-space:normal;overflow-wrap:anywhere}
}
blockquote{margin:1rem 0;padding:0 1rem;border-left:4px solid var(--border);color:var(--muted)}
.callout,.example{border:1px solid var(--border);border-left:4px solid var(--note);border-radius:6px;padding:.5rem 1rem;margin:1rem 0;background:var(--surface)}
.callout-warning,.callout-caution{border-left-color:var(--warn)}
.callout-danger{border-left-color:var(--danger)}
.callout-tip{border-left-color:var(--tip)}
.block-title{font-weight:700;margin:.25rem 0}
.details{border:1px solid var(--border);border-radius:6px;padding:.5rem 1rem;margin:1rem 0}
.details summary{cursor:pointer;font-weight:600}
.tabs{margin:1rem 0}
.tab-list{display:flex;flex-wrap:wrap;gap:.25rem;border-bottom:1px solid var(--border)}
.tab-input{position:absolute;opacity:0;width:1px;height:1px}
.tab-label{padding:.3rem .8rem;cursor:pointer;border:1px solid transparent;border-bottom:0;border-radius:6px 6px 0 0;color:var(--muted)}
.tab-input:checked+.tab-label{border-color:var(--border);background:var(--surface);color:var(--fg);font-weight:600}
.tab-input:focus-visible+.tab-label{outline:3px solid var(--accent);outline-offset:2px}
.tab-panel{display:none;padding-top:.25rem}
${[1, 2, 3, 4, 5, 6].map((i) => `.tabs:has(.tab-input:nth-of-type(${i}):checked)>.tab-panel:nth-of-type(${i + 1})`).join(',')}{display:block}
.tabs:not(:has(.tab-input:checked))>.tab-panel:nth-of-type(2){display:block}
.endpoint{font-size:1.05rem}
.endpoint code{font-size:1rem;overflow-wrap:anywhere}
.method{display:inline-block;min-width:3.2em;text-align:center;font-size:.75rem;font-weight:700;border-radius:4px;padding:0 .3em;border:1px solid currentColor}
.method-get{color:var(--tip)}.method-post{color:var(--note)}.method-delete{color:var(--danger)}.method-patch,.method-put{color:var(--warn)}
.response{margin-bottom:1rem}
.cards{padding-left:1.2rem}
.cards li{margin:.3rem 0}
.enum ul{margin:.2rem 0;padding-left:1.2rem}
.pager{display:flex;justify-content:space-between;gap:1rem;margin-top:3rem;padding-top:1rem;border-top:1px solid var(--border)}
.pager a{text-decoration:none;max-width:48%}
.pager-next{margin-left:auto;text-align:right}
.pager-word{display:block;font-size:.8rem;color:var(--muted)}
.site-footer{border-top:1px solid var(--border);padding:1rem;color:var(--muted);font-size:.9rem;text-align:center}
.hljs-keyword,.hljs-selector-tag,.hljs-built_in,.hljs-literal,.hljs-type{color:var(--kw)}
.hljs-string,.hljs-regexp,.hljs-meta .hljs-string{color:var(--str)}
.hljs-number,.hljs-symbol,.hljs-variable,.hljs-template-variable{color:var(--num)}
.hljs-comment,.hljs-quote{color:var(--com);font-style:italic}
.hljs-title,.hljs-title.function_,.hljs-section{color:var(--fn)}
.hljs-attr,.hljs-attribute,.hljs-name,.hljs-property,.hljs-params{color:var(--attr)}
.hljs-meta{color:var(--muted)}
${OPERATION}`;

/** /assets/site.css. */
export function stylesheet(): string {
  return `${CSS.trim().replace(/\n+/g, '\n')}\n`;
}
