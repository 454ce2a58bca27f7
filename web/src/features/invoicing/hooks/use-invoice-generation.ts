// Generating invoices from pending tasks: one invoice per client. When a client lacks its address
// or GST number the server says so, the business-details modal asks for them, and one call saves
// them and generates again (which may ask about the next client of the same selection).
import {
  type GenerateInvoicesResult,
  INVOICE_MESSAGES,
  type InvoiceRow,
  type Ok,
  type UpdateClientAndGenerateBody,
  VALIDATION,
} from '@practice-desk/contracts';
import { useState } from 'react';
import { attempt } from '../../../lib/report-failure';
import { toast } from '../../../lib/toast';
import { invoicesApi } from '../api/invoices-api';

type DetailsAnswer = Extract<GenerateInvoicesResult, { requiresBusinessDetails: true }>;
export type BusinessDetailsRequest = DetailsAnswer & { taskIds: string[] };
export type BusinessDetailsInput = Pick<
  UpdateClientAndGenerateBody,
  'address' | 'gst' | 'notRegistered' | 'stateCode'
>;

export function useInvoiceGeneration(onGenerated: (invoices: InvoiceRow[]) => void) {
  const [busy, setBusy] = useState(false);
  const [detailsFor, setDetailsFor] = useState<BusinessDetailsRequest | null>(null);

  const settle = (taskIds: string[], res: Ok<GenerateInvoicesResult>) => {
    const answer = res.data;
    if ('requiresBusinessDetails' in answer) {
      setDetailsFor({ ...answer, taskIds });
      return;
    }
    setDetailsFor(null);
    const invoices = answer.invoices.length > 0 ? answer.invoices : [answer.invoice];
    toast.success(
      res.message ??
        (invoices.length > 1 ? INVOICE_MESSAGES.generatedMany(invoices.length) : INVOICE_MESSAGES.generated),
    );
    onGenerated(invoices);
  };

  const generate = async (taskIds: string[]) => {
    if (taskIds.length === 0) {
      toast.error(VALIDATION.selectAtLeastOneTask);
      return;
    }
    if (busy) return;
    setBusy(true);
    const res = await attempt(() => invoicesApi.generate({ taskIds }), INVOICE_MESSAGES.generateFailed);
    setBusy(false);
    if (res) settle(taskIds, res);
  };

  /** The modal's Save: a refusal is thrown so the modal can put the server's words on its fields. */
  const saveDetailsAndGenerate = async (details: BusinessDetailsInput) => {
    if (!detailsFor) return;
    const { taskIds, clientId } = detailsFor;
    settle(taskIds, await invoicesApi.updateClientAndGenerate({ ...details, taskIds, clientId }));
  };

  return {
    generate,
    busy,
    detailsFor,
    closeDetails: () => setDetailsFor(null),
    saveDetailsAndGenerate,
  };
}
