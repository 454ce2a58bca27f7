// The practice's bank accounts (Admin): listed for Invoice settings and the statement import.
import type { BankAccount, BankAccountBody } from '@practice-desk/contracts';
import { getData, send } from './api-client';

export const bankAccountsApi = {
  list: async () => (await getData<{ accounts: BankAccount[] }>('bank-accounts')).accounts,
  add: (body: BankAccountBody) => send<{ account: BankAccount }>('post', 'bank-accounts', body),
  save: (id: string, body: BankAccountBody) =>
    send<{ account: BankAccount }>('put', `bank-accounts/${id}`, body),
  remove: (id: string) => send<{ deleted: boolean; archived: boolean }>('delete', `bank-accounts/${id}`),
};
