// The days and instants the service takes (RFC 3339, as the contract's `date` and `date-time`
// say), held to the years 0001-9999 that both engines store (PostgreSQL has no year 0000), and
// compared as instants: a bound is turned into the form every stored time is written in
// (`toISOString()`, UTC, milliseconds), so that each engine compares what the caller meant (R139).

const dayForm = /^(\d{4})-(\d{2})-(\d{2})$/;
const instantForm = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;
const firstYear = 1;
const lastYear = 9999;

function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

function isDay(year: number, month: number, day: number): boolean {
  return year >= firstYear && year <= lastYear && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Whether `text` is a calendar day, YYYY-MM-DD, in the years both engines hold. */
export function isCalendarDay(text: string): boolean {
  const match = dayForm.exec(text);
  return match !== null && isDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * The instant `text` names, in milliseconds since 1970, rounded up to the next millisecond when
 * it carries finer digits (so that `>=` and `<` against stored milliseconds keep their meaning);
 * undefined when it is not an RFC 3339 date-time or falls outside the years 0001-9999 in UTC.
 */
function instantMs(text: string): number | undefined {
  const match = instantForm.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  if (!isDay(year, month, day) || hour > 23 || minute > 59 || second > 59) return undefined;
  const digits = match[7] ?? '';
  const ms = Number(digits.padEnd(3, '0').slice(0, 3)) + (/[1-9]/.test(digits.slice(3)) ? 1 : 0);
  const offsetHours = Number(match[10] ?? 0);
  const offsetMinutes = Number(match[11] ?? 0);
  if (offsetHours > 23 || offsetMinutes > 59) return undefined;
  const local = new Date(0);
  local.setUTCFullYear(year, month - 1, day);
  local.setUTCHours(hour, minute, second, ms);
  const sign = match[9] === '-' ? -1 : 1;
  const utc = local.getTime() - sign * (offsetHours * 60 + offsetMinutes) * 60_000;
  const utcYear = new Date(utc).getUTCFullYear();
  return utcYear >= firstYear && utcYear <= lastYear ? utc : undefined;
}

/** Whether `text` is an RFC 3339 date-time (any offset, `T`/`Z` in either case) in the years both engines hold. */
export function isInstant(text: string): boolean {
  return instantMs(text) !== undefined;
}

/** The instant `text` names, written as stored times are (UTC, milliseconds); `text` must pass isInstant. */
export function canonicalInstant(text: string): string {
  const ms = instantMs(text);
  if (ms === undefined) throw new RangeError(`${text} is not an instant the service takes.`);
  return new Date(ms).toISOString();
}
