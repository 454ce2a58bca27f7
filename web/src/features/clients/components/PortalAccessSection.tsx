// Client portal access on the client's profile (Admin and Team Leader): invite one of the contacts
// of the compliance profile by e-mail (they are mailed a sign-in link), see who has access and
// when they last used it, and take access away.
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { type ClientDetail, PORTAL_MESSAGES, type PortalContactRow } from '@practice-desk/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { useDateFormat } from '../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../lib/preferences/utils/format-date';
import { toast } from '../../../lib/toast';
import { useResource } from '../../../lib/use-resource';
import { portalAccessApi } from '../api/document-requests-api';
import { TabTable } from './TabTable';

const lastUsed = (c: PortalContactRow) =>
  c.sessions
    .map((s) => s.lastUsedAt)
    .sort()
    .at(-1) ?? null;

export function PortalAccessSection({ client }: { client: ClientDetail }) {
  const dateFormat = useDateFormat();
  const [email, setEmail] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [revoking, setRevoking] = useState<PortalContactRow | null>(null);
  const { data, reload } = useResource(
    () => portalAccessApi.list(client.id),
    [client.id],
    'Failed to load portal access',
  );
  const withAccess = new Set((data?.contacts ?? []).map((c) => c.email.toLowerCase()));
  const choices = (client.compliance?.contacts ?? [])
    .filter((c) => c.email && !withAccess.has(c.email.toLowerCase()))
    .map((c) => ({ value: c.email, label: `${c.name} <${c.email}>` }));

  const invite = async () => {
    if (!email) return;
    setBusy(true);
    try {
      const answer = await portalAccessApi.invite(client.id, email);
      toast.success(answer.message ?? PORTAL_MESSAGES.invited);
      setEmail(null);
      await reload();
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to send the invitation');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Client portal
      </Title>
      {!client.compliance ? (
        <Text size="sm" c="dimmed">
          {PORTAL_MESSAGES.noProfile}.
        </Text>
      ) : (
        <Group align="flex-end" gap="xs">
          <Select
            label="Invite a contact to the portal"
            placeholder={choices.length ? 'Choose a contact' : 'Every contact with an e-mail has access'}
            data={choices}
            value={email}
            onChange={setEmail}
            disabled={choices.length === 0}
            style={{ flex: '1 1 260px', maxWidth: 420 }}
          />
          <Button onClick={() => void invite()} loading={busy} disabled={!email}>
            Send invitation
          </Button>
        </Group>
      )}
      <TabTable<PortalContactRow>
        caption="Contacts with portal access"
        rows={data?.contacts ?? null}
        rowKey={(c) => c.id}
        empty="No one has portal access yet."
        minWidth={560}
        columns={[
          { label: 'Contact', cell: (c) => c.name },
          { label: 'E-mail', cell: (c) => c.email },
          { label: 'Invited', cell: (c) => formatDate(c.invitedAt, dateFormat) },
          {
            label: 'Last used',
            cell: (c) => (lastUsed(c) ? formatDate(lastUsed(c), dateFormat) : 'Not signed in'),
          },
          {
            label: 'Access',
            cell: (c) => (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                aria-label={`Remove portal access of ${c.email}`}
                onClick={() => setRevoking(c)}
              >
                Remove
              </Button>
            ),
          },
        ]}
      />
      <ConfirmDialog
        opened={revoking !== null}
        message={`Remove ${revoking?.email ?? ''}'s access to the client portal? Their open sessions end now.`}
        confirmLabel="Remove access"
        cancelLabel="Cancel"
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          if (!revoking) return;
          const answer = await portalAccessApi.revoke(client.id, revoking.id);
          toast.success(answer.message ?? PORTAL_MESSAGES.accessRevoked);
          setRevoking(null);
          await reload();
        }}
      />
    </Stack>
  );
}
