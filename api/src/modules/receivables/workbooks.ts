// The receivables ageing, a statement of account and the profitability report as .xlsx workbooks
// (the reports' workbook: typed numbers and dates, text neutralised against formula injection).
import {
  AGE_BUCKETS,
  type ClientStatement,
  type ProfitabilityReport,
  type ReceivablesReport,
  STATEMENT_ENTRY_LABELS,
} from '@practice-desk/contracts';
import type { ServiceContext } from '../../lib/context';
import { practiceToday } from '../../lib/practice-time';
import { readPreferences } from '../config/preferences';
import { type ReportCell, sheetsWorkbook } from '../reports/workbook';

const money = (amount: string): ReportCell => ({ money: amount });
const day = (date: string | null): ReportCell => (date ? { date } : '—');

async function book(
  ctx: ServiceContext,
  sheet: Parameters<typeof sheetsWorkbook>[0][number],
  lead: ReportCell[][],
) {
  const [preferences, today] = await Promise.all([readPreferences(ctx), practiceToday(ctx)]);
  return sheetsWorkbook([sheet], [...lead, ['Exported on', { date: today }], []], preferences.dateFormat);
}

export function receivablesWorkbook(ctx: ServiceContext, report: ReceivablesReport) {
  const buckets = (b: ReceivablesReport['totals']['buckets']) => AGE_BUCKETS.map((a) => money(b[a.key]));
  return book(
    ctx,
    {
      name: 'Receivables',
      title: 'Receivables Ageing',
      header: ['Client', 'Invoices', ...AGE_BUCKETS.map((b) => b.label), 'Total', 'Advances held', 'Net'],
      rows: report.rows.map((r) => [
        r.clientName,
        r.invoices,
        ...buckets(r.buckets),
        money(r.total),
        money(r.advances),
        money(r.net),
      ]),
      totals: [
        'Total',
        report.totals.invoices,
        ...buckets(report.totals.buckets),
        money(report.totals.total),
        money(report.totals.advances),
        money(report.totals.net),
      ],
      widths: [32, 10, 14, 14, 14, 14, 16, 16, 16],
    },
    [['As of', { date: report.asOf }]],
  );
}

export function statementWorkbook(ctx: ServiceContext, statement: ClientStatement) {
  return book(
    ctx,
    {
      name: 'Statement',
      title: `Statement of Account – ${statement.client.name}`,
      header: ['Date', 'Entry', 'Reference', 'Invoice', 'Debit', 'Credit', 'Balance'],
      rows: [
        [{ date: statement.from }, 'Opening balance', null, null, null, null, money(statement.opening)],
        ...statement.entries.map((e) => [
          { date: e.date },
          STATEMENT_ENTRY_LABELS[e.kind],
          e.reference,
          e.invoiceNumber,
          e.debit === '0.00' ? null : money(e.debit),
          e.credit === '0.00' ? null : money(e.credit),
          money(e.balance),
        ]),
      ],
      totals: [
        'Closing balance',
        null,
        null,
        null,
        money(statement.totalDebit),
        money(statement.totalCredit),
        money(statement.closing),
      ],
      widths: [13, 16, 28, 18, 14, 14, 14],
    },
    [
      ['Client', statement.client.name],
      ['From', { date: statement.from }],
      ['To', { date: statement.to }],
    ],
  );
}

export function profitabilityWorkbook(ctx: ServiceContext, report: ProfitabilityReport) {
  const t = report.totals;
  return book(
    ctx,
    {
      name: 'Profitability',
      title: 'Profitability',
      header: [
        'Client',
        'Month',
        'Billed',
        'Cost of time',
        'Margin',
        'Time (min)',
        'Worth at billing rates',
        'Realisation %',
      ],
      rows: report.rows.map((r) => [
        r.clientName,
        r.month,
        money(r.billed),
        money(r.cost),
        money(r.margin),
        r.minutes,
        money(r.billingValue),
        r.realisation,
      ]),
      totals: [
        'Total',
        null,
        money(t.billed),
        money(t.cost),
        money(t.margin),
        t.minutes,
        money(t.billingValue),
        t.realisation,
      ],
      widths: [32, 10, 14, 14, 14, 11, 20, 13],
    },
    [
      ['From', day(report.from)],
      ['To', day(report.to)],
    ],
  );
}
