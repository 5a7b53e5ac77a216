// Which URLs may receive webhooks (D31), checked when an endpoint is created or changed and
// again before every call (no SSRF): absolute http(s) without credentials; production takes
// https only and a host name (no IP literal) whose every address is public; the sandbox also
// takes http and loopback, so that a developer can receive on localhost. Private, link-local,
// unique-local and other non-public addresses are refused everywhere.
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import type { Environment } from '../config.js';

/** Resolves a host name to its addresses; injected so that tests control the answers. */
export type Resolver = (host: string) => Promise<string[]>;

export const systemResolver: Resolver = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** A URL the policy refuses, with the sentence that says why. */
export class UrlRefused extends Error {
  override readonly name = 'UrlRefused';
}

/** An address, IPv4-mapped IPv6 addresses read as the IPv4 address they carry. */
function addressOf(address: string): ipaddr.IPv4 | ipaddr.IPv6 {
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress() ? (parsed as ipaddr.IPv6).toIPv4Address() : parsed;
}

/**
 * IANA's global unicast space, the only IPv6 space that reaches the public internet: ipaddr.js
 * names addresses outside its special ranges "unicast", which also covers the deprecated
 * IPv4-compatible (::/96) and site-local (fec0::/10) forms that reach private networks (R143).
 */
const globalUnicast = ipaddr.parseCIDR('2000::/3');

function allowedAddress(address: string, environment: Environment): boolean {
  const parsed = addressOf(address);
  const range = parsed.range();
  if (environment === 'sandbox' && range === 'loopback') return true;
  return range === 'unicast' && (parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(globalUnicast));
}

/** The URL, parsed, when its form is acceptable; throws UrlRefused otherwise. Does not resolve. */
export function parseWebhookUrl(text: string, environment: Environment): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UrlRefused('url must be an absolute http or https URL.');
  }
  const schemes = environment === 'production' ? ['https:'] : ['https:', 'http:'];
  if (!schemes.includes(url.protocol)) {
    throw new UrlRefused(environment === 'production' ? 'url must use https on production.' : 'url must use http or https.');
  }
  if (url.username || url.password) throw new UrlRefused('url must not carry a user name or password.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host) && environment === 'production') throw new UrlRefused('url must name its host, not an IP address, on production.');
  return url;
}

/**
 * The addresses a call to this URL may connect to: all of the host's addresses, each checked.
 * Throws UrlRefused when the form is wrong, the host does not resolve, or any address is not allowed.
 */
export async function checkWebhookUrl(text: string, environment: Environment, resolve: Resolver): Promise<{ url: URL; addresses: string[] }> {
  const url = parseWebhookUrl(text, environment);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host) ? [host] : await resolve(host);
  } catch {
    throw new UrlRefused(`The host ${host} of url does not resolve.`);
  }
  if (addresses.length === 0) throw new UrlRefused(`The host ${host} of url does not resolve.`);
  const refused = addresses.find((a) => !ipaddr.isValid(a) || !allowedAddress(a, environment));
  if (refused) throw new UrlRefused(`The host ${host} of url resolves to ${refused}, which is not a public address.`);
  return { url, addresses };
}
