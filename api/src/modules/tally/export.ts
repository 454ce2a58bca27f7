// The Tally export of a period: its vouchers file and its masters file, read in one snapshot so
// the two agree, with the practice's ledger names.
import type { TallyExportQuery } from '@practice-desk/contracts';
import type { ServiceContext } from '../../lib/context';
import { readTallyLedgers } from '../config/tally-ledgers';
import { mastersXml } from './masters';
import { periodBooks } from './sources';
import { periodVouchers } from './vouchers';
import { vouchersXml } from './xml';

export interface TallyFile {
  filename: string;
  xml: string;
}

async function periodOf(ctx: ServiceContext, { from, to }: TallyExportQuery) {
  return ctx.db.transaction(
    async (tx) => {
      const scoped = { ...ctx, db: tx };
      const names = await readTallyLedgers(scoped);
      const books = await periodBooks(scoped, from, to);
      return { names, books, vouchers: periodVouchers({ books, names }) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export async function tallyVouchers(ctx: ServiceContext, query: TallyExportQuery): Promise<TallyFile> {
  const { vouchers } = await periodOf(ctx, query);
  return { filename: `tally-vouchers-${query.from}-to-${query.to}.xml`, xml: vouchersXml(vouchers) };
}

export async function tallyMasters(ctx: ServiceContext, query: TallyExportQuery): Promise<TallyFile> {
  const { vouchers, books, names } = await periodOf(ctx, query);
  return {
    filename: `tally-masters-${query.from}-to-${query.to}.xml`,
    xml: mastersXml(vouchers, books.clients, names),
  };
}
