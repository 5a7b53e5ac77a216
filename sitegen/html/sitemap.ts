// /sitemap.xml (sitemaps.org: every HTML page's absolute URL, in reading order) and
// /robots.txt, which allows everything and names the sitemap.
import escape from 'escape-html';
import { absoluteUrl } from './urls.js';

export function sitemapXml(baseUrl: string, files: readonly string[]): string {
  const urls = files.map((file) => `  <url><loc>${escape(absoluteUrl(baseUrl, file))}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}
