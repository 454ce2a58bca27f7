// Running a leader's decision (approve, return, reopen): busy while it runs, the server's message
// as a toast either way, then `done` (clear the selection, close the modal, reload the list).
import { useState } from 'react';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';

export function useDayDecision(done: () => Promise<void> | void) {
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<{ message?: string }>, fallback: string) => {
    setBusy(true);
    try {
      const res = await call();
      toast.success(res.message ?? fallback);
      await done();
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem)) toast.error(problem.message ?? fallback);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
