import type { ScheduledJobRow } from '@practice-desk/contracts';
import { describe, expect, it } from 'vitest';
import { isQueued, needsWatching, runLength } from './job-format';

const job = (over: Partial<ScheduledJobRow>): ScheduledJobRow => ({
  name: 'due-reminders',
  title: 'Due-date reminders',
  description: 'Reminds people.',
  everyMinutes: 60,
  lastRunAt: null,
  lastDurationMs: null,
  lastStatus: null,
  lastError: null,
  attempts: 0,
  nextRunAt: '2026-11-26T10:00:00.000Z',
  ...over,
});

describe('scheduled job display', () => {
  it('reads a run’s length in ms, seconds, or minutes and seconds', () => {
    expect(runLength(420)).toBe('420 ms');
    expect(runLength(2_345)).toBe('2.3 s');
    expect(runLength(125_000)).toBe('2 min 5 s');
    expect(runLength(120_000)).toBe('2 min');
  });

  it('counts a due job as queued until a runner takes it, and watches it', () => {
    const now = Date.parse('2026-11-26T10:00:01Z');
    expect(isQueued(job({}), now)).toBe(true);
    expect(isQueued(job({ lastStatus: 'running' }), now)).toBe(false);
    expect(isQueued(job({ nextRunAt: '2026-11-26T11:00:00.000Z' }), now)).toBe(false);
    expect(needsWatching([job({ nextRunAt: '2099-01-01T00:00:00.000Z', lastStatus: 'running' })])).toBe(true);
    expect(needsWatching([job({ nextRunAt: '2099-01-01T00:00:00.000Z', lastStatus: 'ok' })])).toBe(false);
  });
});
