import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyAnswer } from './early-answer';

describe('an answer asked for early', () => {
  afterEach(() => vi.useRealTimers());

  it('is taken once by the asker of the same key; the same start again calls once', async () => {
    const held = earlyAnswer<string>(10_000);
    let calls = 0;
    const call = () => Promise.resolve(`answer ${++calls}`);
    held.start('ana', 'page=1', call);
    held.start('ana', 'page=1', call);
    expect(calls).toBe(1);
    expect(held.take('page=2')).toBeNull();
    // A miss drops it too: the page asks afresh for what it shows.
    expect(held.take('page=1')).toBeNull();
    held.start('ana', 'page=1', call);
    await expect(held.take('page=1')).resolves.toBe('answer 2');
    expect(held.take('page=1')).toBeNull();
  });

  it('is asked again for another person, and not kept once stale or forgotten', () => {
    vi.useFakeTimers();
    const held = earlyAnswer<string>(1000);
    let calls = 0;
    const call = () => Promise.resolve(`answer ${++calls}`);
    held.start('ana', 'q', call);
    held.start('ben', 'q', call);
    expect(calls).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(held.take('q')).toBeNull();
    held.start('ben', 'q', call);
    held.forget();
    expect(held.take('q')).toBeNull();
  });

  it('does not keep a failed call: the next start asks again', async () => {
    const held = earlyAnswer<string>(10_000);
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new Error('offline'));
    };
    held.start('ana', 'q', failing);
    await Promise.resolve();
    await Promise.resolve();
    held.start('ana', 'q', failing);
    expect(calls).toBe(2);
    await expect(held.take('q')).rejects.toThrow('offline');
  });
});
