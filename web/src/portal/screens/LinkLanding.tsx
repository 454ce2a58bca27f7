// The page a mailed link opens (/portal/sign-in#token=…): the token is spent once for a portal
// session. The token travels in the fragment, so it never reaches a server log; it is taken off
// the address at once. An expired or used link says so and offers a new one.
import { Center, Loader, Stack, Text } from '@mantine/core';
import { PORTAL_MESSAGES } from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { portalApi } from '../lib/portal-api';
import { portalSession } from '../lib/session';
import { SignInScreen } from './SignInScreen';

/** The token of a mailed link in the address, if the page was opened from one. */
export function linkTokenInAddress(): string | null {
  const match = /(?:^#|&)token=([\w-]+)/.exec(window.location.hash);
  return match?.[1] ?? null;
}

// One verification per token, even when React runs the effect twice: a link works only once.
const verifications = new Map<string, Promise<string>>();
function verifyOnce(token: string): Promise<string> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = portalApi.verify(token).then((answer) => answer.data.token);
    verifications.set(token, pending);
  }
  return pending;
}

export function LinkLanding({ token, onSignedIn }: { token: string; onSignedIn(): void }) {
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    window.history.replaceState(null, '', window.location.pathname);
    let live = true;
    verifyOnce(token).then(
      (session) => {
        portalSession.save(session);
        if (live) onSignedIn();
      },
      (err: unknown) => {
        // The server says why (expired or used); a malformed token reads the same to the contact.
        const status = (err as { status?: number }).status;
        if (live) setFailure(status === 400 ? PORTAL_MESSAGES.linkInvalid : (err as Error).message);
      },
    );
    return () => {
      live = false;
    };
  }, [token, onSignedIn]);

  if (failure) return <SignInScreen title="This link no longer works" notice={failure} />;
  return (
    <Center mih="50vh">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text role="status">Signing you in…</Text>
      </Stack>
    </Center>
  );
}
