// Add New User (an invitation is mailed; they set their own password) or edit a person's name,
// role, status and ICAI membership number.

import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CreateUserBody,
  ROLE_LABELS,
  ROLES,
  type Role,
  SUCCESS,
  UpdateUserBody,
  type UserRow,
  type UserStatus,
} from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { alreadyReported, fieldErrors, readProblem } from '../../../lib/api-error';
import { configApi } from '../../../lib/config-api';
import { toast } from '../../../lib/toast';
import { valibotValidator } from '../../../lib/valibot-form';

const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

export function UserFormModal({
  opened,
  user,
  onClose,
  onSaved,
}: {
  opened: boolean;
  user: UserRow | null;
  onClose(): void;
  onSaved(): void;
}) {
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: {
      name: '',
      email: '',
      role: 'TEAM_MEMBER' as Role,
      status: 'Active' as UserStatus,
      membershipNumber: '',
    },
    validate: (values) =>
      user
        ? valibotValidator(UpdateUserBody)({ membershipNumber: values.membershipNumber })
        : valibotValidator(CreateUserBody)(values),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refill only when the modal opens for another person.
  useEffect(() => {
    if (!opened) return;
    form.setValues(
      user
        ? {
            name: user.name,
            email: user.email,
            role: user.role,
            status: user.status,
            membershipNumber: user.membershipNumber ?? '',
          }
        : { name: '', email: '', role: 'TEAM_MEMBER', status: 'Invited', membershipNumber: '' },
    );
    form.clearErrors();
  }, [opened, user?.id]);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      if (user) {
        await configApi.updateUser(user.id, {
          name: values.name,
          role: values.role,
          membershipNumber: values.membershipNumber.trim() || null,
          // An invited person's status changes only by accepting: it is never sent.
          ...(values.status === 'Invited' ? {} : { status: values.status }),
        });
        toast.success(SUCCESS.userUpdated);
      } else {
        const res = await configApi.inviteUser({ name: values.name, email: values.email, role: values.role });
        toast.success(res.message ?? SUCCESS.invitationSent);
      }
      onSaved();
      onClose();
    } catch (err) {
      const problem = await readProblem(err);
      form.setErrors(fieldErrors(problem));
      if (!alreadyReported(problem))
        toast.error(problem.message ?? (user ? 'Failed to update user' : 'Failed to invite user'));
    } finally {
      setBusy(false);
    }
  });

  return (
    <AppModal opened={opened} onClose={onClose} title={user ? 'Edit User' : 'Add New User'} size="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          {!user && (
            <Alert color="indigo" variant="light">
              We will e-mail an invitation link. They choose their own password when they accept it.
            </Alert>
          )}
          <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
          <TextInput
            label="Email"
            type="email"
            withAsterisk
            disabled={Boolean(user)}
            {...form.getInputProps('email')}
          />
          <Select label="Role" data={ROLE_OPTIONS} allowDeselect={false} {...form.getInputProps('role')} />
          {user && (
            <TextInput
              label="Membership number"
              description="ICAI membership number (6 digits) of a member who signs documents"
              inputMode="numeric"
              maxLength={6}
              {...form.getInputProps('membershipNumber')}
            />
          )}
          {user && user.status !== 'Invited' && (
            <Select
              label="Status"
              data={['Active', 'Inactive']}
              allowDeselect={false}
              {...form.getInputProps('status')}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {user ? 'Update' : 'Send invitation'}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
