// A filing the task grid asks for: completing a generated task opens the filing dialog, and the
// status is saved only once the filing is recorded (`onFiled`); closing the dialog saves nothing.
import { create } from 'zustand';
import type { FilingTarget } from './task-compliance';

export interface FilingRequest {
  target: FilingTarget;
  onFiled(): void;
}

export const useFilingRequestStore = create<{ request: FilingRequest | null }>(() => ({ request: null }));

export function askForFiling(request: FilingRequest) {
  useFilingRequestStore.setState({ request });
}

export function closeFilingRequest() {
  useFilingRequestStore.setState({ request: null });
}
