// Reset password from the mailed link: new password twice, then back to sign in.

import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ERRORS, ResetPasswordForm, SUCCESS } from '@practice-desk/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { fieldErrors, readProblem } from '../../../lib/api-error';
import { authApi } from '../../../lib/auth/auth-api';
import { toast } from '../../../lib/toast';
import { valibotValidator } from '../../../lib/valibot-form';
import { useLinkToken } from '../hooks/use-link-token';
import { AuthCard } from './AuthCard';

export function ResetPasswordPage() {
  const token = useLinkToken();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: valibotValidator(ResetPasswordForm),
  });

  const submit = form.onSubmit(async ({ newPassword }) => {
    if (!token) return;
    setBusy(true);
    try {
      await authApi.resetPassword(token, newPassword);
      toast.success(SUCCESS.reset);
      await navigate({ to: '/login' });
    } catch (err) {
      const problem = await readProblem(err);
      form.setErrors(fieldErrors(problem));
      toast.error(problem.message ?? ERRORS.resetFailed);
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="At least 8 characters with an uppercase letter, a lowercase letter, a number and a special character."
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            autoFocus
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={busy} disabled={!token} fullWidth>
            Reset password
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            Back to login
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
