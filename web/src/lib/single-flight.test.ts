import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight';

describe('single flight', () => {
  it('runs one task for callers that arrive while it runs', async () => {
    let runs = 0;
    const refresh = singleFlight(async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return `token-${runs}`;
    });
    const answers = await Promise.all([refresh(), refresh(), refresh()]);
    expect(answers).toEqual(['token-1', 'token-1', 'token-1']);
    expect(runs).toBe(1);
  });

  it('starts afresh once the previous run settled, even after a failure', async () => {
    let runs = 0;
    const refresh = singleFlight(async () => {
      runs += 1;
      if (runs === 1) throw new Error('expired');
      return 'ok';
    });
    await expect(refresh()).rejects.toThrow('expired');
    await expect(refresh()).resolves.toBe('ok');
  });
});
