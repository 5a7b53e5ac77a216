// A crawl from `/`, as a reader clicking through on a 360 px wide phone: every link on every
// page reaches a page or file of the site, every `#anchor` an element of its page, every page
// marks itself in the sidebar, links a Markdown twin served as text/markdown, and is laid out
// without sideways scrolling (reading.test.ts checks one page of each template more closely).
// Links leaving the site are not followed. One pass over the pages serves every check (R198).
import type { ServedSite } from './site.js';
import { pagePaths, serveSite } from './site.js';

let site: ServedSite;
beforeAll(async () => { site = await serveSite(); }, 60_000);
afterAll(async () => site.close());

test('reaches every page of the sitemap from / and finds no broken link or anchor, nor a page wider than 360 px', async () => {
  const page = await site.open({ viewport: { width: 360, height: 740 } });
  const origin = new URL(site.url).origin;
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  const ids = new Map<string, Set<string>>();
  const links: Array<{ from: string; to: string }> = [];
  const files = new Map<string, number>();
  const twins: Array<{ at: string; twin?: string; type?: string | null }> = [];
  const wide: string[] = [];
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    const res = await page.goto(`${site.url}${at}`);
    expect({ at, status: res?.status() }).toEqual({ at, status: 200 });
    const found = await page.evaluate(() => ({
      ids: Array.from(document.querySelectorAll('[id]')).map((e) => e.id),
      hrefs: Array.from(document.querySelectorAll('a[href], link[href]')).map((a) => (a as HTMLAnchorElement).href),
      current: document.querySelectorAll('.sidebar [aria-current="page"]').length,
      twin: (document.querySelector('link[rel="alternate"][type="text/markdown"]') as HTMLLinkElement | null)?.href,
      width: document.documentElement.scrollWidth,
    }));
    if (found.width > 360) wide.push(`${at}: ${found.width}px`);
    const twin = found.twin ? await fetch(found.twin) : undefined;
    twins.push({ at, twin: found.twin && new URL(found.twin).pathname, type: twin?.ok ? twin.headers.get('content-type') : `status ${twin?.status}` });
    expect({ at, current: found.current }).toEqual({ at, current: 1 });
    ids.set(at, new Set(found.ids));
    for (const href of found.hrefs) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      links.push({ from: at, to: url.pathname + url.hash });
      if (url.pathname.endsWith('/') && !seen.has(url.pathname)) {
        seen.add(url.pathname);
        queue.push(url.pathname);
      } else if (!url.pathname.endsWith('/') && !files.has(url.pathname)) {
        files.set(url.pathname, (await fetch(`${site.url}${url.pathname}`)).status);
      }
    }
  }
  expect([...seen].sort()).toEqual((await pagePaths(site)).sort());
  expect([...files].filter(([, status]) => status !== 200)).toEqual([]);
  const broken = links.filter(({ to }) => {
    const [pathname, fragment] = to.split('#');
    return fragment !== undefined && fragment !== '' && pathname.endsWith('/') && !ids.get(pathname)?.has(decodeURIComponent(fragment));
  });
  expect(broken).toEqual([]);
  expect(twins.filter((t) => !t.twin?.endsWith('.md') || t.type !== 'text/markdown; charset=utf-8')).toEqual([]);
  expect(wide).toEqual([]);
}, 120_000);
