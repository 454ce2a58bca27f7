// The reports' switch that counts only time on approved days (End Day approval).
import { Switch } from '@mantine/core';
import { useReportPeriodStore } from '../states/report-period-store';

export function ApprovedOnlySwitch() {
  const approvedOnly = useReportPeriodStore((s) => s.approvedOnly);
  const setApprovedOnly = useReportPeriodStore((s) => s.setApprovedOnly);
  return (
    <Switch
      label="Approved days only"
      checked={approvedOnly}
      onChange={(e) => setApprovedOnly(e.currentTarget.checked)}
    />
  );
}
