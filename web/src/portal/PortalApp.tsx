// The portal's frame and which screen shows: a mailed link's landing, sign-in when no session is
// held, else the signed-in portal. A session the server no longer knows sends the contact back to
// sign-in with a word about why.
import { PORTAL_MESSAGES } from '@practice-desk/contracts';
import { useCallback, useEffect, useState } from 'react';
import { PortalFrame } from './components/PortalFrame';
import { onSessionEnded } from './lib/portal-api';
import { go, REQUESTS_PATH, routeOf, SIGN_IN_PATH, usePath } from './lib/router';
import { portalSession } from './lib/session';
import { LinkLanding, linkTokenInAddress } from './screens/LinkLanding';
import { SignedInPortal } from './screens/SignedInPortal';
import { SignInScreen } from './screens/SignInScreen';

export function PortalApp() {
  const route = routeOf(usePath());
  const [linkToken, setLinkToken] = useState(() =>
    route.screen === 'sign-in' ? linkTokenInAddress() : null,
  );
  const [signedIn, setSignedIn] = useState(() => portalSession.token() !== null);
  const [notice, setNotice] = useState<string | null>(null);

  const signedOut = useCallback((message: string) => {
    portalSession.clear();
    setSignedIn(false);
    setNotice(message);
    go(SIGN_IN_PATH, { replace: true });
  }, []);
  useEffect(() => onSessionEnded(() => signedOut(PORTAL_MESSAGES.sessionExpired)), [signedOut]);

  const landed = useCallback(() => {
    setLinkToken(null);
    setSignedIn(true);
    setNotice(null);
    go(REQUESTS_PATH, { replace: true });
  }, []);

  // Signed in already: the sign-in page has nothing to offer.
  useEffect(() => {
    if (signedIn && !linkToken && route.screen === 'sign-in') go(REQUESTS_PATH, { replace: true });
  }, [signedIn, linkToken, route.screen]);

  if (linkToken)
    return (
      <PortalFrame>
        <LinkLanding token={linkToken} onSignedIn={landed} />
      </PortalFrame>
    );
  if (!signedIn)
    return (
      <PortalFrame>
        <SignInScreen notice={notice} />
      </PortalFrame>
    );
  return <SignedInPortal route={route} onSignedOut={() => signedOut(PORTAL_MESSAGES.signedOut)} />;
}
