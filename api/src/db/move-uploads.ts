// Moves the acknowledgement PDFs an older release kept in DATA_DIR/uploads into the database, once,
// at start after the migrations. A SQL migration cannot do it: it runs inside the database, which
// cannot read the API's disk (nor, on PostgreSQL, is it on the same machine). Each file is stored,
// its item pointed at it, then the file deleted; a file that is missing is reported and its item
// left as it was (its download answered 404 before too). Running it again finds nothing to move.
import { createReadStream, existsSync, readdirSync, rmdirSync, unlinkSync } from 'node:fs';
import { basename, join } from 'node:path';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { storeFile } from '../lib/stored-files';
import type { Db } from './client';
import { complianceItems } from './schema';
import { scoped } from './scoped';

export interface UploadsMoved {
  moved: number;
  /** Items naming a file that is not on this disk. */
  missing: number;
}

const acknowledgementDir = (dataDir: string, orgId: string) =>
  join(dataDir, 'uploads', orgId, 'acknowledgements');

export async function moveUploadsIntoDatabase(db: Db, dataDir: string): Promise<UploadsMoved> {
  const waiting = await db
    .select({
      id: complianceItems.id,
      orgId: complianceItems.orgId,
      file: complianceItems.acknowledgementFile,
    })
    .from(complianceItems)
    .where(
      and(isNotNull(complianceItems.acknowledgementFile), isNull(complianceItems.acknowledgementFileId)),
    );
  const result: UploadsMoved = { moved: 0, missing: 0 };
  for (const item of waiting) {
    const path = join(acknowledgementDir(dataDir, item.orgId), basename(item.file as string));
    if (!existsSync(path)) {
      result.missing += 1;
      continue;
    }
    const practice = scoped(db, item.orgId);
    const head = { kind: 'acknowledgement', name: basename(path), contentType: 'application/pdf' };
    const stored = await storeFile(practice, head, createReadStream(path));
    await practice
      .update(complianceItems)
      .set({ acknowledgementFileId: stored.id, acknowledgementFile: null })
      .where(eq(complianceItems.id, item.id));
    unlinkSync(path);
    result.moved += 1;
  }
  removeEmptyFolders(join(dataDir, 'uploads'));
  return result;
}

/** Removes `dir` and the folders under it that hold no file (a practice's emptied folder). */
function removeEmptyFolders(dir: string): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory()) removeEmptyFolders(join(dir, entry.name));
  if (readdirSync(dir).length === 0) rmdirSync(dir);
}
