// Forgot password: an e-mail, then 'Check your email' (the same whether or not it has an account).

import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ERRORS, ForgotPasswordBody, SUCCESS } from '@practice-desk/contracts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { readProblem } from '../../../lib/api-error';
import { authApi } from '../../../lib/auth/auth-api';
import { toast } from '../../../lib/toast';
import { valibotValidator } from '../../../lib/valibot-form';
import { AuthCard } from './AuthCard';

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({ initialValues: { email: '' }, validate: valibotValidator(ForgotPasswordBody) });

  const submit = form.onSubmit(async ({ email }) => {
    setBusy(true);
    try {
      await authApi.forgotPassword(email);
      toast.success(SUCCESS.forgot);
      setSentTo(email);
    } catch (err) {
      toast.error((await readProblem(err)).message ?? ERRORS.forgotFailed);
    } finally {
      setBusy(false);
    }
  });

  if (sentTo) {
    return (
      <AuthCard title="Check your email">
        <Stack>
          <Text size="sm">
            If <b>{sentTo}</b> has an account, a link to reset its password is on its way. The link works once
            and expires in one hour.
          </Text>
          <Anchor component={Link} to="/login">
            Back to login
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your e-mail and we will send you a link to choose a new one."
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            autoFocus
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={busy} fullWidth>
            Send reset link
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            Back to login
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
