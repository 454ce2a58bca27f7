// A filing a screen asks for: completing a generated task opens the filing dialog, and the status
// is saved only once the filing is recorded (`onFiled`); closing the dialog saves nothing. The task
// grid's "Mark filed" asks for many at once (the bulk filing dialog the calendar uses).
import { create } from 'zustand';
import type { FilingTarget } from './task-compliance';

export interface FilingRequest {
  target: FilingTarget;
  onFiled(): void;
}

export interface BulkFilingRequest {
  targets: FilingTarget[];
  /** Said above the rows: what of the selection was left out, and why. */
  notice: string | null;
  onFiled(): void;
}

export const useFilingRequestStore = create<{
  request: FilingRequest | null;
  bulk: BulkFilingRequest | null;
}>(() => ({ request: null, bulk: null }));

export function askForFiling(request: FilingRequest) {
  useFilingRequestStore.setState({ request });
}

export function closeFilingRequest() {
  useFilingRequestStore.setState({ request: null });
}

export function askForFilings(bulk: BulkFilingRequest) {
  useFilingRequestStore.setState({ bulk });
}

export function closeBulkFilingRequest() {
  useFilingRequestStore.setState({ bulk: null });
}
