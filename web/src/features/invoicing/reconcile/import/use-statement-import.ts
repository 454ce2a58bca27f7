// The statement import's steps: a file previewed for an account, its columns remapped, committed;
// every refusal shown with the server's words.
import type { StatementCommitResult, StatementMapping, StatementPreview } from '@practice-desk/contracts';
import { useState } from 'react';
import { alreadyReported, readProblem } from '../../../../lib/api-error';
import { statementApi } from './statement-api';

export type Phase = 'choosing' | 'checking' | 'preview' | 'committing' | 'done';

export function useStatementImport(onImported: () => void) {
  const [phase, setPhase] = useState<Phase>('choosing');
  const [preview, setPreview] = useState<StatementPreview | null>(null);
  const [result, setResult] = useState<{ data: StatementCommitResult; message: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  /** Runs a call; a refusal becomes the step's problem (403/500 are toasted by the client). */
  const run = async <T>(work: () => Promise<T>, failure: string): Promise<T | null> => {
    setProblem(null);
    try {
      return await work();
    } catch (err) {
      const answer = await readProblem(err);
      if (!alreadyReported(answer)) setProblem(answer.message ?? failure);
      return null;
    }
  };

  const choose = async (file: File | null, accountId: string | null) => {
    if (!file) return;
    setPhase('checking');
    setResult(null);
    const read = await run(() => statementApi.preview(file, accountId), 'Failed to read the statement');
    setPreview(read);
    setPhase(read ? 'preview' : 'choosing');
  };

  /** The same file read again: other columns, or another account (to count what it has). */
  const remap = async (mapping: StatementMapping, accountId: string | null) => {
    if (!preview) return;
    setPhase('checking');
    const read = await run(
      () => statementApi.remap(preview.previewId, mapping, accountId),
      'Failed to read the statement',
    );
    // Refused (an expired preview, say): the problem is shown and the last preview stays.
    if (read) setPreview(read);
    setPhase('preview');
  };

  const commit = async (accountId: string) => {
    if (!preview) return;
    setPhase('committing');
    const answer = await run(
      () => statementApi.commit(preview.previewId, preview.mapping, accountId),
      'Failed to import the statement',
    );
    if (!answer) return setPhase('preview');
    setResult({ data: answer.data, message: answer.message ?? '' });
    setPreview(null);
    setPhase('done');
    onImported();
  };

  const reset = () => {
    setPreview(null);
    setResult(null);
    setProblem(null);
    setPhase('choosing');
  };

  return { phase, preview, result, problem, choose, remap, commit, reset };
}
