import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words';

describe('amount in words', () => {
  it('says zero', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });

  it('says paise', () => {
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(amountInWords(1234550)).toBe(
      'Rupees Twelve Thousand Three Hundred Forty Five and Fifty Paise Only',
    );
  });

  it('uses lakh and crore at their boundaries', () => {
    expect(numberInWords(99_999)).toBe('Ninety Nine Thousand Nine Hundred Ninety Nine');
    expect(numberInWords(100_000)).toBe('One Lakh');
    expect(numberInWords(9_999_999)).toBe('Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine');
    expect(numberInWords(10_000_000)).toBe('One Crore');
    expect(numberInWords(123_456_789)).toBe(
      'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine',
    );
    expect(numberInWords(1_000_000_000_0)).toBe('One Thousand Crore');
  });

  it('writes an invoice total', () => {
    expect(amountInWords(885000)).toBe('Rupees Eight Thousand Eight Hundred Fifty Only');
    expect(amountInWords(11800000)).toBe('Rupees One Lakh Eighteen Thousand Only');
  });
});
