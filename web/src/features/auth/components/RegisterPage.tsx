// Register: a new practice (public), or, for a signed-in Admin, a person added to their practice.

import { Anchor, Button, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ERRORS, RegisterBody, ROLE_LABELS, ROLES, type Role, SUCCESS } from '@practice-desk/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { alreadyReported, fieldErrors, readProblem } from '../../../lib/api-error';
import { authApi } from '../../../lib/auth/auth-api';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { toast } from '../../../lib/toast';
import { valibotValidator } from '../../../lib/valibot-form';
import { AuthCard } from './AuthCard';

// Least rights first: a newcomer is most often a Team Member.
const ROLE_OPTIONS: { value: Role; label: string }[] = [...ROLES]
  .reverse()
  .map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export function RegisterPage() {
  const navigate = useNavigate();
  const isAdmin = useAuthStore((s) => s.status === 'signedIn' && s.user?.role === 'ADMIN');
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      practiceName: '',
      role: 'TEAM_MEMBER' as Role,
    },
    validate: valibotValidator(RegisterBody),
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      const { role, practiceName, ...rest } = values;
      await authApi.register(
        isAdmin ? { ...rest, role } : { ...rest, practiceName: practiceName || undefined },
      );
      if (isAdmin) {
        toast.success(SUCCESS.userCreated);
        form.reset();
      } else {
        toast.success(SUCCESS.register);
        await navigate({ to: '/login' });
      }
    } catch (err) {
      const problem = await readProblem(err);
      form.setErrors(fieldErrors(problem));
      if (!alreadyReported(problem)) toast.error(problem.message ?? ERRORS.registrationFailed);
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthCard
      title={isAdmin ? 'Add a person to your practice' : 'Create your practice'}
      subtitle={
        isAdmin
          ? 'They can sign in with this e-mail and password.'
          : 'You will be its Admin and can add your team afterwards.'
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Full name" autoComplete="name" autoFocus {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          {!isAdmin && (
            <TextInput
              label="Practice name"
              placeholder="e.g. Rao & Associates"
              description="Optional"
              {...form.getInputProps('practiceName')}
            />
          )}
          {isAdmin && (
            <Select label="Role" data={ROLE_OPTIONS} allowDeselect={false} {...form.getInputProps('role')} />
          )}
          <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={busy} fullWidth>
            {isAdmin ? 'Add user' : 'Create account'}
          </Button>
          {!isAdmin && (
            <Anchor component={Link} to="/login" size="sm" ta="center">
              Already have an account? Sign in
            </Anchor>
          )}
        </Stack>
      </form>
    </AuthCard>
  );
}
