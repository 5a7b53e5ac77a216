// Issuing an API key (D2): the account, created on its first key, and the key's hash are
// written in one transaction, so a failed insert leaves no account without a key.
import type { AccountRecord, ApiKeyRecord, Op, Tx } from '../../store/tx.js';

export interface IssueKeyRequest {
  accountName: string;
  key: Omit<ApiKeyRecord, 'accountId'>;
}

export function* issueApiKey(tx: Tx, { accountName, key }: IssueKeyRequest): Op<AccountRecord> {
  const account = yield* tx.ensureAccount(accountName, key.createdAt);
  yield* tx.insertApiKey({ ...key, accountId: account.id });
  return account;
}
