// The signed-in portal: who the contact is and for which clients (one address may be a contact of
// several), the client being looked at (kept on the device), the portal's sections, and the screen
// the address names.
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { ClientSwitcher } from '../components/ClientSwitcher';
import { PortalFrame } from '../components/PortalFrame';
import { PortalNav } from '../components/PortalNav';
import { SignOutButton } from '../components/SignOutButton';
import { portalApi } from '../lib/portal-api';
import { go, type PortalRoute, sectionOf, sectionPath } from '../lib/router';
import { portalSession } from '../lib/session';
import { useLoad } from '../lib/use-load';
import { InvoiceScreen } from './InvoiceScreen';
import { InvoicesScreen } from './InvoicesScreen';
import { ReceiptsScreen } from './ReceiptsScreen';
import { RequestScreen } from './RequestScreen';
import { RequestsScreen } from './RequestsScreen';
import { StatementScreen } from './StatementScreen';

export function SignedInPortal({ route, onSignedOut }: { route: PortalRoute; onSignedOut(): void }) {
  const me = useLoad(() => portalApi.me().then((answer) => answer.data), 'me');
  const [clientId, setClientId] = useState(portalSession.clientId);

  if (!me.data)
    return (
      <PortalFrame>
        {me.error ? (
          <Stack>
            <Alert color="red" role="alert">
              {me.error}
            </Alert>
            <Button variant="default" onClick={() => void me.reload()}>
              Try again
            </Button>
          </Stack>
        ) : (
          <Center mih="40vh">
            <Loader aria-label="Loading" />
          </Center>
        )}
      </PortalFrame>
    );

  const { clients, practiceName } = me.data;
  const client = clients.find((c) => c.id === clientId) ?? clients[0];
  const section = sectionOf(route);
  // Another client: the same section's list (one request or invoice is the other client's).
  const choose = (id: string) => {
    portalSession.saveClientId(id);
    setClientId(id);
    go(sectionPath(section ?? 'requests'));
  };
  const below = client && (
    <>
      <PortalNav active={section} />
      {clients.length > 1 && <ClientSwitcher clients={clients} value={client.id} onChange={choose} />}
    </>
  );
  return (
    <PortalFrame
      practiceName={practiceName}
      actions={<SignOutButton email={me.data.email} onSignedOut={onSignedOut} />}
      below={below}
    >
      {!client ? (
        <Alert color="orange">
          Your access to this portal has been removed. Ask {practiceName} to invite you again.
        </Alert>
      ) : route.screen === 'request' ? (
        <RequestScreen key={route.id} id={route.id} practiceName={practiceName} />
      ) : route.screen === 'invoices' ? (
        <InvoicesScreen key={client.id} client={client} practiceName={practiceName} />
      ) : route.screen === 'invoice' ? (
        <InvoiceScreen key={route.id} id={route.id} practiceName={practiceName} />
      ) : route.screen === 'receipts' ? (
        <ReceiptsScreen key={client.id} client={client} practiceName={practiceName} />
      ) : route.screen === 'statement' ? (
        <StatementScreen key={client.id} client={client} practiceName={practiceName} />
      ) : (
        <RequestsScreen key={client.id} client={client} practiceName={practiceName} />
      )}
    </PortalFrame>
  );
}
