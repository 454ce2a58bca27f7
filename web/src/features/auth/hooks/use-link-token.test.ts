import { describe, expect, it } from 'vitest';
import { tokenFromFragment } from './use-link-token';

describe('tokenFromFragment', () => {
  it('reads the token of a mailed link from its fragment', () => {
    expect(tokenFromFragment('#token=abc-DEF_123')).toBe('abc-DEF_123');
    expect(tokenFromFragment('')).toBeNull();
    expect(tokenFromFragment('#other=1')).toBeNull();
  });
});
