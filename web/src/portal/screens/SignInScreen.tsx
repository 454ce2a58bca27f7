// Sign in: the contact gives their e-mail address and is mailed a single-use link. The answer is
// the same whether or not the address may use the portal, so the page never tells who is a client.
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { EmptyNote } from '../components/EmptyNote';
import { ScreenTitle } from '../components/ScreenTitle';
import { portalApi } from '../lib/portal-api';

export function SignInScreen({
  notice,
  title = 'Sign in to the client portal',
}: {
  notice?: string | null;
  title?: string;
}) {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<{ address: string; message: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!/^\S+@\S+\.\S+$/.test(address)) {
      setError('Enter your e-mail address, e.g. name@example.com');
      return;
    }
    setSending(true);
    setError(null);
    try {
      const answer = await portalApi.askForLink(address);
      setSentTo({ address, message: answer.message ?? '' });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  };

  if (sentTo)
    return (
      <Stack gap="md">
        <ScreenTitle>Check your mail</ScreenTitle>
        <EmptyNote title={`Sent to ${sentTo.address}`}>{sentTo.message}</EmptyNote>
        <Text size="sm">Open the link on this device. You can close this page.</Text>
        <Button variant="default" onClick={() => setSentTo(null)}>
          Use another address
        </Button>
      </Stack>
    );

  return (
    <Stack gap="md">
      <ScreenTitle>{title}</ScreenTitle>
      {notice && (
        <Alert color="blue" role="status">
          {notice}
        </Alert>
      )}
      <Text>
        Enter the e-mail address your practice invited. We will mail you a link to sign in: no password is
        needed.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="E-mail address"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            error={error}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          <Button type="submit" loading={sending} fullWidth>
            Send me a sign-in link
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
