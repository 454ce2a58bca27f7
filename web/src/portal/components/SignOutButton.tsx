// Who is signed in, and signing out: the session ends on the server, then on the device (even when
// the server cannot be reached, the device forgets it).
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { portalApi } from '../lib/portal-api';

export function SignOutButton({ email, onSignedOut }: { email: string; onSignedOut(): void }) {
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    await portalApi.signOut().catch(() => null);
    onSignedOut();
  };
  return (
    // The button never shrinks; the address gives way (and is left out on a phone).
    <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
      <Text size="sm" c="dimmed" truncate visibleFrom="sm" maw={260}>
        {email}
      </Text>
      <Button variant="default" size="sm" loading={busy} onClick={() => void signOut()}>
        Sign out
      </Button>
    </Group>
  );
}
