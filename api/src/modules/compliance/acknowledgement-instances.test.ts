// Acknowledgements live in the database, not on an instance's disk: one uploaded through one
// instance downloads whole from another on the same database (on PostgreSQL each instance has its
// own connections, as two processes behind a load balancer), and the PDFs an older release kept in
// DATA_DIR/uploads move into the database at start.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { todayIn } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { moveUploadsIntoDatabase } from '../../db/move-uploads';
import { complianceItems, storedFileChunks } from '../../db/schema';
import { STORED_FILE_CHUNK_BYTES } from '../../lib/stored-files';
import { buildTestApp, type TestApp, testConfig } from '../../test/app';
import { createObligation, filingForm, gstArn, readItem } from '../../test/compliance-items';
import { openTestDatabase } from '../../test/database';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  loginAs,
  type TestPractice,
} from '../../test/factories';
import { checkResponses } from '../../test/response-check';

const today = todayIn('Asia/Kolkata');

describe('acknowledgement PDFs on several instances', () => {
  let first: TestApp;
  let second: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;

  beforeAll(async () => {
    first = await buildTestApp();
    // PGlite is one process's database: there the second instance shares it; on PostgreSQL it
    // opens its own pool on the same database.
    const onPostgres = first.database.kind === 'postgres';
    const database = onPostgres ? await openTestDatabase() : first.database;
    second = await buildApp({
      config: testConfig({ rateLimits: first.config.rateLimits }),
      database,
      logger: false,
      instrument: checkResponses,
    });
    if (onPostgres) second.addHook('onClose', () => database.close());
    await second.ready();
    practice = await createPractice(first);
    admin = (await loginAs(first, practice.admin)).headers;
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const obligation = async () =>
    createObligation(first, admin, practice.orgId, {
      clientId: (await createClient(first, admin)).id,
      code: 'GSTR-3B',
      period: today.slice(0, 7),
      dueDate: dayjs(today).add(5, 'day').format('YYYY-MM-DD'),
    });
  const download = (app: TestApp, itemId: string) =>
    app.inject({ method: 'GET', url: `/api/compliance/items/${itemId}/acknowledgement`, headers: admin });

  it('serves a PDF uploaded through one instance from the other, whole, and keeps it off both disks', async () => {
    const { itemId } = await obligation();
    // Larger than two chunks, so it is written and read back in three.
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(2 * STORED_FILE_CHUNK_BYTES + 1000)]);
    const form = filingForm({ arn: gstArn(), filedOn: today }, { name: 'ack.pdf', content: pdf });
    const res = await first.inject({
      method: 'POST',
      url: `/api/compliance/items/${itemId}/filing`,
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const fileId = (await readItem(first, itemId))?.acknowledgementFileId as string;
    const chunks = await first.database.db
      .select({ seq: storedFileChunks.seq })
      .from(storedFileChunks)
      .where(eq(storedFileChunks.fileId, fileId));
    expect(chunks.map((c) => c.seq).sort()).toEqual([0, 1, 2]);

    const fromSecond = await download(second, itemId);
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.headers['content-type']).toBe('application/pdf');
    expect(fromSecond.headers['content-length']).toBe(String(pdf.length));
    expect(Buffer.compare(fromSecond.rawPayload, pdf)).toBe(0);
    for (const app of [first, second]) expect(existsSync(join(app.config.dataDir, 'uploads'))).toBe(false);
  });

  it('moves the PDFs an older release kept on disk into the database at start, once', async () => {
    const { itemId } = await obligation();
    const pdf = Buffer.from(`%PDF-1.4\n% kept on disk by an older release ${itemId}\n%%EOF\n`);
    const dir = join(first.config.dataDir, 'uploads', practice.orgId, 'acknowledgements');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${itemId}-old.pdf`), pdf);
    const lost = await obligation();
    await first.database.db
      .update(complianceItems)
      .set({ filedOn: today, arn: gstArn(), acknowledgementFile: `${itemId}-old.pdf` })
      .where(eq(complianceItems.id, itemId));
    await first.database.db
      .update(complianceItems)
      .set({ filedOn: today, arn: gstArn(), acknowledgementFile: 'not-on-this-disk.pdf' })
      .where(eq(complianceItems.id, lost.itemId));

    const moved = await moveUploadsIntoDatabase(first.database.db, first.config.dataDir);
    expect(moved).toMatchObject({ moved: 1 });
    expect(moved.missing).toBeGreaterThanOrEqual(1);
    expect(existsSync(join(first.config.dataDir, 'uploads'))).toBe(false);
    const fromSecond = await download(second, itemId);
    expect(fromSecond.statusCode).toBe(200);
    expect(Buffer.compare(fromSecond.rawPayload, pdf)).toBe(0);
    expect((await readItem(first, itemId))?.acknowledgementFile).toBeNull();
    expect((await download(second, lost.itemId)).statusCode).toBe(404);

    expect((await moveUploadsIntoDatabase(first.database.db, first.config.dataDir)).moved).toBe(0);
  });
});
