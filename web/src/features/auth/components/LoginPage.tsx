// Sign in: e-mail, password with show/hide, Remember me; back to where the person was going.

import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ERRORS, LoginBody, SUCCESS, VALIDATION } from '@practice-desk/contracts';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { fieldErrors, readProblem } from '../../../lib/api-error';
import { authApi } from '../../../lib/auth/auth-api';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { toast } from '../../../lib/toast';
import { valibotValidator } from '../../../lib/valibot-form';
import { AuthCard } from './AuthCard';
import { DemoAccounts } from './DemoAccounts';

export function LoginPage() {
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { redirect?: string };
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { email: '', password: '', rememberMe: false },
    validate: valibotValidator(LoginBody),
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      const res = await authApi.login(values);
      if (!res.data?.user || !res.data.accessToken) throw new Error(VALIDATION.invalidResponse);
      useAuthStore.getState().signIn({ ...res.data, remember: values.rememberMe });
      toast.success(SUCCESS.login);
      const target =
        search.redirect?.startsWith('/') && !search.redirect.startsWith('//') ? search.redirect : '/tasks';
      await navigate({ to: target });
    } catch (err) {
      const problem = await readProblem(err);
      form.setErrors(fieldErrors(problem));
      toast.error(
        problem.message ??
          (err instanceof Error && !problem.status ? err.message : ERRORS.invalidCredentials),
      );
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Sign in to your practice."
      aside={<DemoAccounts onPick={(email, password) => form.setValues({ email, password })} />}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            autoFocus
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Group justify="space-between">
            <Checkbox label="Remember me" {...form.getInputProps('rememberMe', { type: 'checkbox' })} />
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" loading={busy} fullWidth>
            Sign in
          </Button>
          <Anchor component={Link} to="/register" size="sm" ta="center">
            New practice? Create an account
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
