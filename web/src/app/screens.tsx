// The protected screens not built yet: each says what it will be.
import { ComingSoon } from '../features/shell/ComingSoon';

export const comingSoon = {
  myTasks: () => (
    <ComingSoon
      title="My Tasks"
      description="Your tasks as a keyboard-first spreadsheet: the tasks allotted to you, that you lead, or where your help was asked, with time, comments and End Day."
    />
  ),
  teamTasks: () => (
    <ComingSoon
      title="My Team Tasks"
      description="Every task you lead, in the same spreadsheet, to triage your team's work."
    />
  ),
  allTasks: () => <ComingSoon title="All Tasks" description="Every task of the practice, for Admins." />,
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
