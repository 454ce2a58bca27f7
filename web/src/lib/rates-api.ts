// The billing-rate calls (Admin): the practice's hourly rate, each person's rates, a client's fees.
import type { ClientFee, ClientFeeBody, PracticeRates, UserRatesBody } from '@practice-desk/contracts';
import { getData, send } from './api-client';

export const ratesApi = {
  rates: () => getData<PracticeRates>('invoicing/rates'),
  saveHourly: (hourlyRate: string | null) =>
    send<PracticeRates>('put', 'invoicing/rates/hourly', { hourlyRate }),
  saveUser: (id: string, body: UserRatesBody) =>
    send<PracticeRates>('put', `invoicing/rates/users/${id}`, body),
  clientFees: (clientId: string) => getData<{ fees: ClientFee[] }>(`clients/${clientId}/fees`),
  saveClientFee: (clientId: string, body: ClientFeeBody) =>
    send<{ fees: ClientFee[] }>('put', `clients/${clientId}/fees`, body),
};

/** What an amount field holds for the API: trimmed text, or null when left empty. */
export const amountOrNull = (text: string) => (text.trim() === '' ? null : text.trim());
