// Rupee numbers for the return from integer paise, exactly: the number is parsed from the decimal
// string `moneyOf` writes, never computed by dividing a float.
import { moneyOf } from '../money';

export const rupees = (paise: number): number => Number(moneyOf(paise));

/** Basis points → the portal's rate in per cent: 1800 → 18, 1250 → 12.5. */
export const percent = (rateBp: number): number => Number(moneyOf(rateBp));

/** Splits `total` paise over `weights` in proportion, exactly: the shares add up to `total`
 * (each rounded down, the remainder going to the largest fractions). */
export function splitByWeight(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const sign = total < 0 ? -1n : 1n;
  const abs = BigInt(Math.abs(total));
  const big = weights.map((w) => BigInt(w));
  const whole = big.map((w) => (abs * w) / BigInt(sum));
  let left = abs - whole.reduce((a, b) => a + b, 0n);
  const order = big
    .map((w, i) => ({ i, rest: (abs * w) % BigInt(sum) }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of order) {
    if (left === 0n) break;
    whole[i] = (whole[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return whole.map((w) => Number(w * sign));
}
