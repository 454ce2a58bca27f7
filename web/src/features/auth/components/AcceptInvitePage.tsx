// Accepting an invitation from the mailed link: the person sets their name and password, then signs in.

import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AcceptInviteBody, ERRORS, type Ok } from '@practice-desk/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';
import { fieldErrors, readProblem } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { valibotValidator } from '../../../lib/valibot-form';
import { useLinkToken } from '../hooks/use-link-token';
import { AuthCard } from './AuthCard';

interface Invitation {
  email: string;
  name: string;
  orgName: string;
}

export function AcceptInvitePage() {
  const token = useLinkToken();
  const navigate = useNavigate();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { token, name: '', password: '', confirmPassword: '' },
    validate: valibotValidator(AcceptInviteBody),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per token.
  useEffect(() => {
    api
      .post('auth/invitation', { json: { token } })
      .json<Ok<Invitation>>()
      .then(
        (res) => {
          setInvitation(res.data);
          form.setFieldValue('name', res.data.name);
        },
        () => setInvalid(true),
      );
  }, [token]);

  const submit = form.onSubmit(async (values) => {
    if (values.password !== values.confirmPassword)
      return form.setFieldError('confirmPassword', "Passwords don't match");
    setBusy(true);
    try {
      await api.post('auth/accept-invite', { json: { token, name: values.name, password: values.password } });
      toast.success('Invitation accepted. Please login.');
      await navigate({ to: '/login' });
    } catch (err) {
      const problem = await readProblem(err);
      form.setErrors(fieldErrors(problem));
      toast.error(problem.message ?? ERRORS.tokenInvalid);
    } finally {
      setBusy(false);
    }
  });

  if (invalid) {
    return (
      <AuthCard title="Invitation not valid">
        <Stack>
          <Text size="sm">{ERRORS.tokenInvalid}. Ask your practice's Admin to resend the invitation.</Text>
          <Anchor component={Link} to="/login">
            Back to login
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Join your practice"
      subtitle={
        invitation
          ? `You were invited to ${invitation.orgName} as ${invitation.email}.`
          : 'Checking your invitation...'
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {invitation && (
            <Alert variant="light" color="indigo">
              Choose your name as colleagues will see it, and a password.
            </Alert>
          )}
          <TextInput label="Full name" autoComplete="name" {...form.getInputProps('name')} />
          <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={busy} disabled={!invitation} fullWidth>
            Accept invitation
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
