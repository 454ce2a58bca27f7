// Loads one report for the chosen period and reloads it when either changes. A failed load leaves
// the report empty and says why in place (spec §8: report fetch failures raise no toast).
import type { ReportId } from '@practice-desk/contracts';
import { REPORT_MESSAGES } from '@practice-desk/contracts';
import { useEffect, useRef, useState } from 'react';
import { readProblem } from '../../../lib/api-error';
import { type ReportAnswers, reportsApi } from '../api/reports-api';
import type { ReportSearch } from '../utils/report-search';

export function useReport<R extends ReportId>(report: R, search: ReportSearch | null) {
  const [data, setData] = useState<ReportAnswers[R] | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const version = useRef(0);
  const key = search ? JSON.stringify(search) : null;

  useEffect(() => {
    const mine = ++version.current;
    if (!key) {
      setData(null);
      setLoading(false);
      return;
    }
    setLoading(true);
    setError(null);
    reportsApi.load(report, JSON.parse(key) as ReportSearch).then(
      (answer) => {
        if (mine !== version.current) return;
        setData(answer);
        setLoading(false);
      },
      async (err: unknown) => {
        const problem = await readProblem(err);
        if (mine !== version.current) return;
        console.error(`report ${report} failed`, err);
        setData(null);
        setError(problem.message ?? REPORT_MESSAGES.fetchFailed);
        setLoading(false);
      },
    );
  }, [report, key]);

  return { data, loading, error };
}
