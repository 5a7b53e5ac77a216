// The `limits` and `rate-limits` sources: the limits that the contract cannot state, read
// from the constants the service enforces them with, so that the manual prints the numbers
// the code uses: the request body and header sizes, how long a client may take to send a request, the range of computed totals, and the
// default rate limit of each environment.
import { defaultRateLimits, environments } from '../server/config.js';
import { maxTotalMinorUnits } from '../server/domain/totals.js';
import { bodyLimitBytes, formatBytes, headerLimitBytes } from '../server/http/limits.js';
import { bodyReadTimeoutMs, serverTimeouts } from '../server/http/guards/index.js';
import type { GeneratedSource } from '../sitegen/content/index.js';
import { checkAttributes, code, formatNumber, markdownTable } from '../sitegen/content/index.js';

const seconds = (ms: number) => `${formatNumber(ms / 1000)} seconds`;

/** Each limit the `limits` source prints: what is limited, and the rule. */
export function serviceLimits(): Array<[string, string]> {
  return [
    ['Request body', `At most ${formatBytes(bodyLimitBytes)}. A larger body is refused with \`413\` before it is parsed; one whose \`Content-Length\` declares more is refused before any of it is read, and the connection is closed.`],
    ['Time to send a request body', `${seconds(bodyReadTimeoutMs)}, counted from the end of the headers. A body still incomplete then (a client that stalls or trickles) is answered \`408\` with the error body, and the connection is closed.`],
    ['Time to send the request headers', `${seconds(serverTimeouts.headersTimeoutMs)}. The HTTP server itself answers \`408\` with no body and closes the connection.`],
    ['Time to send a whole request', `${seconds(serverTimeouts.requestTimeoutMs)}, headers and body together; then as for the headers.`],
    ['Idle keep-alive connection', `Closed after ${seconds(serverTimeouts.keepAliveTimeoutMs)} without a request.`],
    ['Request headers', `At most ${formatBytes(headerLimitBytes)} in all, Node's limit. Larger headers are refused by the HTTP server itself with \`431\` and no body.`],
    ['`subtotal`, `tax` and `total` (computed)', `Each within ±${formatNumber(maxTotalMinorUnits)} minor units, the largest integer a JSON number carries exactly. Lines whose totals go beyond it are refused with \`422\` and \`param: "lines"\`.`],
  ];
}

/** The `limits` source. */
export const limitsTable: GeneratedSource = (attributes) => {
  checkAttributes('limits', attributes, []);
  return markdownTable(['Limit', 'Rule'], serviceLimits());
};

/** The `rate-limits` source: requests a second per key in each environment, unless the server is configured otherwise. */
export const rateLimitsTable: GeneratedSource = (attributes) => {
  checkAttributes('rate-limits', attributes, []);
  // Production first: it is the environment most readers plan for.
  const order = [...environments].sort((a, b) => Number(b === 'production') - Number(a === 'production'));
  return markdownTable(['Environment', 'Requests a second per key'], order.map((env) => [code(env), formatNumber(defaultRateLimits[env])]));
};
