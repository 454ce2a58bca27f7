// The daily compliance digest opt-in: saved at once through the profile update, which answers
// the user with `complianceDigest`.
import { Switch } from '@mantine/core';
import type { AuthUser } from '@practice-desk/contracts';
import { useState } from 'react';
import { send } from '../../lib/api-client';
import { alreadyReported, readProblem } from '../../lib/api-error';
import { useAuthStore } from '../../lib/auth/auth-store';
import { toast } from '../../lib/toast';

/** The signed-in user with the digest flag the API adds (absent from older answers). */
type DigestUser = AuthUser & { complianceDigest?: boolean };

export function ComplianceDigestSwitch() {
  const user = useAuthStore((s) => s.user) as DigestUser | null;
  const [busy, setBusy] = useState(false);
  const [checked, setChecked] = useState(Boolean(user?.complianceDigest));

  const change = async (next: boolean) => {
    if (!user) return;
    setBusy(true);
    setChecked(next);
    try {
      const res = await send<{ user: DigestUser }>('put', 'auth/profile', {
        name: user.name,
        complianceDigest: next,
      });
      useAuthStore.getState().setUser(res.data.user);
      setChecked(res.data.user.complianceDigest ?? next);
      toast.success(next ? 'Daily digest turned on' : 'Daily digest turned off');
    } catch (err) {
      setChecked(!next);
      const problem = await readProblem(err);
      if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to update profile');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Switch
      label="Email me a daily digest of my compliance items"
      description={`Sent to ${user?.email ?? 'your e-mail'}.`}
      checked={checked}
      disabled={busy || !user}
      onChange={(event) => void change(event.currentTarget.checked)}
    />
  );
}
