// A credit's candidates, best first, each with why it was suggested: ↑↓ choose one, Enter accepts
// it. The line's other decisions (split, advance, ignore) are a click away for touch screens.
import { Badge, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { type BankCandidate, type BankLine, tdsSectionOn } from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../../components/AppModal';
import { rupees } from '../../../../lib/rupees';
import { candidateTitle } from '../utils/line-text';

export function CandidatesModal({
  line,
  busy,
  onClose,
  onAccept,
  onOther,
}: {
  line: BankLine | null;
  busy: boolean;
  onClose(): void;
  onAccept(candidate: BankCandidate): void;
  onOther(command: 'split' | 'advance' | 'ignore'): void;
}) {
  const [chosen, setChosen] = useState('0');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the best one again for each line.
  useEffect(() => setChosen('0'), [line?.id]);
  const candidates = line?.candidates ?? [];
  return (
    <AppModal
      opened={line !== null}
      onClose={onClose}
      title={`Candidates · ${rupees(line?.credit)}`}
      size="lg"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const candidate = candidates[Number(chosen)];
          if (candidate) onAccept(candidate);
        }}
      >
        <Stack>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {line?.narration}
          </Text>
          {candidates.length === 0 ? (
            <Text size="sm">
              No invoice or advance fits this credit. Split it, take it as an advance or ignore it.
            </Text>
          ) : (
            <Radio.Group value={chosen} onChange={setChosen} name="candidate" label="Match with">
              <Stack gap="xs" mt="xs">
                {candidates.map((candidate, index) => (
                  <Radio
                    key={candidate.rank}
                    value={String(index)}
                    data-autofocus={index === 0 ? true : undefined}
                    label={
                      <Group gap={6} wrap="wrap">
                        <Text size="sm" fw={500}>
                          {candidateTitle(candidate)}
                        </Text>
                        {candidate.strong && (
                          <Badge size="xs" color="green">
                            Strong
                          </Badge>
                        )}
                        {candidate.kind !== 'advance' && candidate.tdsAmount !== '0.00' && (
                          <Text size="xs">
                            TDS {rupees(candidate.tdsAmount)} under s.{tdsSectionOn(line?.date ?? '').section}
                          </Text>
                        )}
                      </Group>
                    }
                    description={candidate.reason}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
          <Group justify="space-between" wrap="wrap">
            <Group gap="xs">
              <Button variant="default" size="xs" onClick={() => onOther('split')}>
                Split… (s)
              </Button>
              <Button variant="default" size="xs" onClick={() => onOther('advance')}>
                Advance… (a)
              </Button>
              <Button variant="default" size="xs" onClick={() => onOther('ignore')}>
                Ignore… (i)
              </Button>
            </Group>
            <Button type="submit" loading={busy} disabled={candidates.length === 0}>
              Accept
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
