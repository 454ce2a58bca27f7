// The Tally export's ledger names (read by Admin and Team Leader, saved by an Admin).
import type { TallyLedgersAnswer, TallyLedgersBody } from '@practice-desk/contracts';
import { getData, send } from './api-client';

export const tallyLedgersApi = {
  ledgers: () => getData<TallyLedgersAnswer>('config/tally-ledgers'),
  save: (body: TallyLedgersBody) => send<TallyLedgersAnswer>('put', 'config/tally-ledgers', body),
};
