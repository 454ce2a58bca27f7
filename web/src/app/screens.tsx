// The protected screens not built yet: each says what it will be.
import { ComingSoon } from '../features/shell/ComingSoon';

export const comingSoon = {
  invoicing: () => (
    <ComingSoon
      title="Quotations & Invoicing"
      description="Pending work turned into GST invoices: generate, download as PDF, e-mail, and record payments."
    />
  ),
  reports: () => (
    <ComingSoon
      title="Reports"
      description="Day end, clients, users, tasks and sub-tasks reports over any period, exported to Excel."
    />
  ),
};
