// Runs one decision on a statement line and tells the person how it went: the server's message
// on success (then the list reloads), its problem otherwise.
import type { BankCandidate, BankLine } from '@practice-desk/contracts';
import { useState } from 'react';
import { alreadyReported, readProblem } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { reconcileApi } from '../api/reconcile-api';

export function useLineActions(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<{ message?: string }>, failure: string) => {
    setBusy(true);
    try {
      const res = await work();
      if (res.message) toast.success(res.message);
      onDone();
      return true;
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem)) toast.error(problem.message ?? failure);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return {
    busy,
    /** Accepts the candidate: its invoices' payments, or an advance from its client. */
    acceptCandidate: (line: BankLine, candidate: BankCandidate) =>
      candidate.kind === 'advance'
        ? run(() => reconcileApi.advance(line.id, candidate.clientId ?? ''), 'Could not take the advance')
        : run(
            () =>
              reconcileApi.accept(line.id, {
                allocations: candidate.invoices.map((i) => ({
                  invoiceId: i.id,
                  amount: i.amount,
                  tdsAmount: i.tdsAmount,
                })),
              }),
            'Could not accept the match',
          ),
    split: (line: BankLine, allocations: { invoiceId: string; amount: string; tdsAmount: string }[]) =>
      run(() => reconcileApi.accept(line.id, { allocations }), 'Could not record the split'),
    advance: (line: BankLine, clientId: string) =>
      run(() => reconcileApi.advance(line.id, clientId), 'Could not take the advance'),
    ignore: (line: BankLine, reason: string) =>
      run(() => reconcileApi.ignore(line.id, reason), 'Could not ignore the line'),
    undo: (line: BankLine) => run(() => reconcileApi.undo(line.id), 'Could not undo'),
    acceptStrong: (bankAccountId?: string) =>
      run(() => reconcileApi.acceptStrong(bankAccountId), 'Could not accept the strong matches'),
  };
}
