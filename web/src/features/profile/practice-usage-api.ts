// GET /practice/usage: the practice's real usage for Plans & Billing.
import type { PracticeUsage } from '@practice-desk/contracts';
import { getData } from '../../lib/api-client';

export const practiceUsageApi = {
  get: async () => (await getData<{ usage: PracticeUsage }>('practice/usage')).usage,
};
