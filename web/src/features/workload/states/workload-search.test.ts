import { describe, expect, it } from 'vitest';
import { validateWorkloadSearch } from './workload-search';

describe('validateWorkloadSearch', () => {
  it('keeps a team id and a real day, and drops anything else', () => {
    const team = '0b4c6f8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f';
    expect(validateWorkloadSearch({ team, from: '2026-12-07' })).toEqual({ team, from: '2026-12-07' });
    expect(validateWorkloadSearch({ team: 'me', from: '2026-02-30', other: 1 })).toEqual({});
  });
});
