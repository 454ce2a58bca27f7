// How a certificate's days to expiry are shown: expired and today red, within 30 days orange.
import { DSC_EXPIRING_DAYS } from '@practice-desk/contracts';

export function expiryLook(daysLeft: number): { color: string; text: string } {
  if (daysLeft < 0) return { color: 'red', text: 'Expired' };
  if (daysLeft === 0) return { color: 'red', text: 'Expires today' };
  const text = `${daysLeft} day${daysLeft === 1 ? '' : 's'} left`;
  return { color: daysLeft <= DSC_EXPIRING_DAYS ? 'orange' : 'green', text };
}
