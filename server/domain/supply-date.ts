// The date of supply (D37; Art. 226(7) of the VAT Directive, EN 16931 BT-72 and BG-14): an
// invoice names either the day of supply or the period of the services, never both, and a
// period ends on or after the day it starts.
import { invalid } from './domain-error.js';
import type { ServicePeriod } from './records.js';

/** Refuses a request that gives both a supply date and a service period, or a period that ends before it starts. */
export function assertSupply(input: { supply_date?: string | null; service_period?: ServicePeriod | null }): void {
  if (input.supply_date != null && input.service_period != null) {
    throw invalid('Give supply_date or service_period, not both: an invoice names either the day of supply or the period of the services.', 'service_period');
  }
  const period = input.service_period;
  if (period && period.end < period.start) {
    throw invalid(`The service period ends on ${period.end}, before it starts on ${period.start}.`, 'service_period.end');
  }
}
