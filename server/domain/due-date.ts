// Due dates (D4): real calendar dates, not before the day the invoice was created, 30 days out by default.
import { invalid } from './domain-error.js';

const dayMs = 86_400_000;

/** How many days after the creation day an invoice is due when the request gives no due_date. */
export const defaultDueDays = 30;

/** The UTC calendar day of an instant, as YYYY-MM-DD. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The default due date: defaultDueDays after the creation day. */
export function defaultDueDate(createdAt: Date): string {
  return utcDay(new Date(createdAt.getTime() + defaultDueDays * dayMs));
}

/** Throws a 422 on `due_date` when it falls before the invoice's creation day. */
export function assertDueDate(dueDate: string, createdAt: Date): void {
  const created = utcDay(createdAt);
  if (dueDate < created) {
    throw invalid(`due_date ${dueDate} is before the invoice's creation date ${created}.`, 'due_date');
  }
}
