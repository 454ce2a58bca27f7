// The practice's signing certificate (issue 34; Rule 46(q), 53(1A) and 50): an Admin uploads the
// class-3 .pfx/.p12 with its password, sees whom it names and until when, and removes it. With one,
// every invoice, credit note and receipt the practice issues is digitally signed.
import { Button, FileInput, Group, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { type SigningCertificate as Certificate, SIGNING_MESSAGES } from '@practice-desk/contracts';
import { useState } from 'react';
import { api, getData, send } from '../../lib/api-client';
import { alreadyReported, fieldErrors, readProblem } from '../../lib/api-error';
import { useDateFormat } from '../../lib/preferences/states/preferences-store';
import { formatDate } from '../../lib/preferences/utils/format-date';
import { toast } from '../../lib/toast';
import { useResource } from '../../lib/use-resource';
import { ConfirmDialog } from '../ConfirmDialog';

type Answer = { certificate: Certificate | null };

export function SigningCertificate() {
  const dateFormat = useDateFormat();
  const { data, reload } = useResource(
    () => getData<Answer>('config/signing-certificate'),
    [],
    'Failed to load the signing certificate',
  );
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState(false);
  const certificate = data?.certificate ?? null;

  const upload = async () => {
    if (!file) return setErrors({ file: SIGNING_MESSAGES.notP12 });
    if (!password) return setErrors({ password: SIGNING_MESSAGES.passwordRequired });
    const body = new FormData();
    body.append('password', password);
    body.append('file', file);
    setBusy(true);
    try {
      const res = await api.post('config/signing-certificate', { body }).json<{ message?: string }>();
      toast.success(res.message ?? SIGNING_MESSAGES.uploaded);
      setFile(null);
      setPassword('');
      setErrors({});
      reload();
    } catch (err) {
      const problem = await readProblem(err);
      setErrors(fieldErrors(problem));
      if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to upload the certificate');
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    const res = await send<null>('delete', 'config/signing-certificate');
    toast.success(res.message ?? SIGNING_MESSAGES.removed);
    setRemoving(false);
    reload();
  };

  return (
    <Stack gap={6} aria-label="Signing certificate" role="group">
      <Text size="sm" fw={500}>
        Signing certificate (digital signature)
      </Text>
      <Paper withBorder p="sm" maw={560}>
        {certificate ? (
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {certificate.subject}
              </Text>
              <Text size="xs" c="dimmed">
                Valid {formatDate(certificate.validFrom.slice(0, 10), dateFormat)} to{' '}
                {formatDate(certificate.validTo.slice(0, 10), dateFormat)} · every invoice, credit note and
                receipt is digitally signed
              </Text>
            </Stack>
            <Button variant="default" color="red" size="xs" onClick={() => setRemoving(true)}>
              Remove certificate
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            No signing certificate: documents carry only the signature image above, if any.
          </Text>
        )}
      </Paper>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <FileInput
          label="Certificate file (.pfx or .p12)"
          placeholder="Choose file"
          accept=".pfx,.p12,application/x-pkcs12"
          value={file}
          onChange={setFile}
          error={errors.file}
          clearable
          w={240}
        />
        <PasswordInput
          label="Certificate password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
          autoComplete="off"
          w={200}
        />
        <Button size="sm" loading={busy} onClick={() => void upload()}>
          {certificate ? 'Replace certificate' : 'Upload certificate'}
        </Button>
      </Group>
      <ConfirmDialog
        opened={removing}
        message="Remove the signing certificate? Documents issued from now on are not digitally signed."
        confirmLabel="Remove"
        onConfirm={remove}
        onClose={() => setRemoving(false)}
      />
    </Stack>
  );
}
