// Account details: Full Name and ICAI membership number are editable, the e-mail is read-only; the
// daily compliance digest opt-in.

import { Button, Divider, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SUCCESS, UpdateProfileBody } from '@practice-desk/contracts';
import { useState } from 'react';
import { alreadyReported, fieldErrors, readProblem } from '../../lib/api-error';
import { authApi } from '../../lib/auth/auth-api';
import { useAuthStore } from '../../lib/auth/auth-store';
import { toast } from '../../lib/toast';
import { valibotValidator } from '../../lib/valibot-form';
import { ComplianceDigestSwitch } from './ComplianceDigestSwitch';

export function AccountDetailsTab() {
  const user = useAuthStore((s) => s.user);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { name: user?.name ?? '', membershipNumber: user?.membershipNumber ?? '' },
    validate: valibotValidator(UpdateProfileBody),
  });
  const submit = form.onSubmit(async ({ name, membershipNumber }) => {
    setBusy(true);
    try {
      const res = await authApi.updateProfile({ name, membershipNumber: membershipNumber.trim() || null });
      useAuthStore.getState().setUser(res.data.user);
      toast.success(res.message ?? SUCCESS.profileUpdated);
    } catch (err) {
      const problem = await readProblem(err);
      form.setErrors(fieldErrors(problem));
      if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to update profile');
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={480}>
        <TextInput label="Full Name" autoComplete="name" {...form.getInputProps('name')} />
        <TextInput
          label="Email"
          value={user?.email ?? ''}
          readOnly
          disabled
          description="Your sign-in e-mail cannot be changed here."
        />
        <TextInput label="Practice" value={user?.orgName ?? ''} readOnly disabled />
        <TextInput
          label="Membership number"
          description="Your ICAI membership number (6 digits), if you sign attest documents; their UDINs carry it."
          inputMode="numeric"
          maxLength={6}
          {...form.getInputProps('membershipNumber')}
        />
        <Group>
          <Button type="submit" loading={busy}>
            Save Changes
          </Button>
        </Group>
        <Divider label="Notifications" labelPosition="left" />
        <ComplianceDigestSwitch />
      </Stack>
    </form>
  );
}
