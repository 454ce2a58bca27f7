// The filing dialog the task grid opens when a generated task is completed: once the filing is
// recorded the grid saves the status; closing the dialog leaves the task as it was.
import { closeFilingRequest, useFilingRequestStore } from '../../../lib/filing-request/filing-request-store';
import { FilingModal } from './FilingModal';

export function FilingRequestHost() {
  const request = useFilingRequestStore((s) => s.request);
  return (
    <FilingModal
      target={request?.target ?? null}
      onClose={closeFilingRequest}
      onFiled={() => {
        request?.onFiled();
        closeFilingRequest();
      }}
    />
  );
}
