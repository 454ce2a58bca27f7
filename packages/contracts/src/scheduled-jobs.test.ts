import { describe, expect, it } from 'vitest';
import { jobInterval, jobTimeLimit } from './scheduled-jobs';

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

describe('a scheduled job’s time limit in words', () => {
  it('says minutes, seconds or milliseconds as the limit divides', () => {
    expect(jobTimeLimit(600_000)).toBe('10 minutes');
    expect(jobTimeLimit(60_000)).toBe('1 minute');
    expect(jobTimeLimit(25_000)).toBe('25 seconds');
    expect(jobTimeLimit(1000)).toBe('1 second');
    expect(jobTimeLimit(90_000)).toBe('90 seconds');
    expect(jobTimeLimit(200)).toBe('200 ms');
  });
});
