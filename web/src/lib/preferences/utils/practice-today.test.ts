import type { AuthUser } from '@practice-desk/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The session store reads the browser's storage as it loads; these tests run in Node.
const emptyStorage = { getItem: () => null, setItem() {}, removeItem() {} };
vi.stubGlobal('localStorage', emptyStorage);
vi.stubGlobal('sessionStorage', emptyStorage);
const { useAuthStore } = await import('../../auth/auth-store');
const { practiceToday } = await import('./practice-today');

// 20:00 UTC on 18 November: already the 19th in Kolkata, still the 18th in New York.
const EVENING_UTC = new Date('2026-11-18T20:00:00Z');
const withZone = (orgTimeZone: string) => useAuthStore.setState({ user: { orgTimeZone } as AuthUser });

describe('practiceToday', () => {
  afterEach(() => useAuthStore.setState({ user: null }));

  it('is the date in the practice’s time zone, whatever the browser’s', () => {
    withZone('Asia/Kolkata');
    expect(practiceToday(EVENING_UTC)).toBe('2026-11-19');
    withZone('America/New_York');
    expect(practiceToday(EVENING_UTC)).toBe('2026-11-18');
  });

  it('counts from India before anyone has signed in', () => {
    expect(practiceToday(EVENING_UTC)).toBe('2026-11-19');
  });
});
