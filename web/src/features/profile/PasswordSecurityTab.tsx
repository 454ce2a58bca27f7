// Password & security: current, new and confirm; the page header's Save Changes submits it too.

import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ChangePasswordForm, ERRORS, SUCCESS } from '@practice-desk/contracts';
import { useState } from 'react';
import { alreadyReported, fieldErrors, readProblem } from '../../lib/api-error';
import { authApi } from '../../lib/auth/auth-api';
import { useAuthStore } from '../../lib/auth/auth-store';
import { toast } from '../../lib/toast';
import { valibotValidator } from '../../lib/valibot-form';

export const PASSWORD_FORM_ID = 'password-security-form';

export function PasswordSecurityTab() {
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: valibotValidator(ChangePasswordForm),
  });
  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    setBusy(true);
    try {
      const auth = useAuthStore.getState();
      const { data } = await authApi.changePassword(currentPassword, newPassword, auth.remember);
      auth.setTokens(data.accessToken, data.refreshToken, data.user);
      toast.success(SUCCESS.passwordUpdated);
      form.reset();
    } catch (err) {
      const problem = await readProblem(err);
      form.setErrors(fieldErrors(problem));
      if (!alreadyReported(problem)) toast.error(problem.message ?? ERRORS.updatePasswordFailed);
    } finally {
      setBusy(false);
    }
  });
  return (
    <form id={PASSWORD_FORM_ID} onSubmit={submit} noValidate>
      <Stack maw={480}>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
        <Group>
          <Button type="submit" loading={busy}>
            Update password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
