// The portal session's token and the client the contact last looked at, kept on the device: a
// portal session lasts 30 days from its last use, so a phone stays signed in between visits.
const TOKEN_KEY = 'portal-session';
const CLIENT_KEY = 'portal-client';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode): the session lasts as long as the page.
  }
}

export const portalSession = {
  token: () => read(TOKEN_KEY),
  save: (token: string) => write(TOKEN_KEY, token),
  clear: () => {
    write(TOKEN_KEY, null);
    write(CLIENT_KEY, null);
  },
  clientId: () => read(CLIENT_KEY),
  saveClientId: (id: string) => write(CLIENT_KEY, id),
};
