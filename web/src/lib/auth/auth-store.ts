// The signed-in session: user and tokens, kept in localStorage with Remember me, otherwise in
// sessionStorage (spec §4). `status` drives the start-up loader and the route guard.
import type { AuthUser } from '@practice-desk/contracts';
import { create } from 'zustand';

const KEY = 'practice-desk.auth';

interface Stored {
  user: AuthUser;
  accessToken: string;
  refreshToken: string;
  remember: boolean;
}

interface AuthState {
  status: 'checking' | 'signedIn' | 'signedOut';
  user: AuthUser | null;
  accessToken: string | null;
  refreshToken: string | null;
  remember: boolean;
  signIn(session: Stored): void;
  setTokens(accessToken: string, refreshToken: string, user?: AuthUser): void;
  setUser(user: AuthUser): void;
  signOut(): void;
}

function read(): Stored | null {
  for (const storage of [localStorage, sessionStorage]) {
    const raw = storage.getItem(KEY);
    if (!raw) continue;
    try {
      return JSON.parse(raw) as Stored;
    } catch {
      storage.removeItem(KEY);
    }
  }
  return null;
}

function write(session: Stored | null) {
  localStorage.removeItem(KEY);
  sessionStorage.removeItem(KEY);
  if (session) (session.remember ? localStorage : sessionStorage).setItem(KEY, JSON.stringify(session));
}

const stored = read();

export const useAuthStore = create<AuthState>((set, get) => ({
  status: stored ? 'checking' : 'signedOut',
  user: stored?.user ?? null,
  accessToken: stored?.accessToken ?? null,
  refreshToken: stored?.refreshToken ?? null,
  remember: stored?.remember ?? false,
  signIn(session) {
    write(session);
    set({ ...session, status: 'signedIn' });
  },
  setTokens(accessToken, refreshToken, user) {
    const { remember } = get();
    const next = { accessToken, refreshToken, user: user ?? get().user };
    if (next.user) write({ ...next, user: next.user, remember });
    set(next);
  },
  setUser(user) {
    const { accessToken, refreshToken, remember } = get();
    if (accessToken && refreshToken) write({ user, accessToken, refreshToken, remember });
    set({ user, status: 'signedIn' });
  },
  signOut() {
    write(null);
    set({ status: 'signedOut', user: null, accessToken: null, refreshToken: null, remember: false });
  },
}));
