import { describe, expect, it } from 'vitest';
import { stateText } from './state-text';

describe('a state on an invoice', () => {
  it('names the state with its code', () => {
    expect(stateText({ stateCode: '27', stateName: 'Maharashtra' })).toBe('Maharashtra (27)');
  });
  it('finds the name from the code when the invoice has none', () => {
    expect(stateText({ stateCode: '29' })).toBe('Karnataka (29)');
  });
  it('shows a dash without a state', () => {
    expect(stateText({ stateCode: null })).toBe('—');
  });
});
