// What the rules refuse, said in the rules' own words: the kind of refusal, one sentence, and the
// field at fault. The HTTP layer alone turns a kind into a status (http/errors/error-translation.ts).
export type DomainErrorKind =
  /** The request's content breaks a rule (a total below zero, a due date before the invoice). */
  | 'invalid'
  /** A query value cannot be read (a cursor that was never handed out). */
  | 'bad_query'
  /** The record's state forbids the change. */
  | 'conflict';

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly param: string | null;

  constructor(kind: DomainErrorKind, message: string, param?: string) {
    super(message);
    this.name = 'DomainError';
    this.kind = kind;
    this.param = param ?? null;
  }
}

/** The request's content breaks a rule; `param` names the field. */
export const invalid = (message: string, param?: string) => new DomainError('invalid', message, param);

/** A query value cannot be read; `param` names the parameter. */
export const badQuery = (message: string, param?: string) => new DomainError('bad_query', message, param);
