import { describe, expect, it } from 'vitest';
import { jobInterval } from './scheduled-jobs';

describe('a scheduled job’s interval in words', () => {
  it('says minutes, hours or days as the interval divides', () => {
    expect(jobInterval(1)).toBe('every minute');
    expect(jobInterval(15)).toBe('every 15 minutes');
    expect(jobInterval(60)).toBe('every hour');
    expect(jobInterval(360)).toBe('every 6 hours');
    expect(jobInterval(1440)).toBe('every day');
    expect(jobInterval(10080)).toBe('every 7 days');
  });
});
