// Money as the API and the screens write it: integer paise inside, rupees with two decimals outside.

/** Rupees (as typed, at most two decimals meant) → integer paise, rounded half away from zero. */
export function toPaise(rupees: number): number {
  const paise = Math.round(Math.abs(rupees) * 100 + Number.EPSILON * 100);
  return rupees < 0 ? -paise : paise;
}

/** Integer paise → rupees as a number with at most two decimals (4500050 → 45000.5). */
export function fromPaise(paise: number): number {
  return paise / 100;
}

/** Integer paise → '45000.50' (a plain decimal string, no grouping). */
export function paiseText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Indian digit grouping of rupees: 12345678.5 → '1,23,45,678.50'. */
export function formatIndianRupees(rupees: number): string {
  const [whole = '0', fraction = '00'] = paiseText(toPaise(rupees)).replace('-', '').split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return `${rupees < 0 ? '-' : ''}${grouped}.${fraction}`;
}
