// Files kept in the database (db/schema/stored-files.ts), streamed both ways: an upload is written a
// chunk at a time as it arrives and a download read a chunk at a time as it is sent, so neither
// holds the whole file in memory, and any instance on the same database serves any file.
//
// An upload is not one transaction: on the embedded database that would hold its one connection
// for as long as a slow client takes to send the file. Its row is marked complete after its last
// chunk; until then (or if the upload fails and its clean-up cannot run) it is never served.
import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { storedFileChunks, storedFiles } from '../db/schema';
import type { TenantDb } from '../db/scoped';
import { inSlot, Slots } from './slots';

/** Chunks of 256 KB: a few statements for a typical PDF, small enough to hold one in memory. */
export const STORED_FILE_CHUNK_BYTES = 256 * 1024;

/** A chunk goes in and comes out as base64 text, which the database decodes and encodes: PGlite
 * takes and gives a bytea parameter at about 150 ms a MB, and base64 text at about 25 (a 256 KB
 * chunk: written in 39.5 ms as bytea, 6.4 as base64; read in 28.0 and 1.9). */
const fromBase64 = (bytes: Buffer) => sql`decode(${bytes.toString('base64')}, 'base64')`;
const asBase64 = sql<string>`encode(${storedFileChunks.data}, 'base64')`;

/** Uploads' chunk writes at once, in the whole process. Fifty clients uploading together would
 * otherwise queue fifty inserts ahead of every other request (on the embedded database, all on
 * its one connection) and hold fifty chunks in memory. An upload waiting for its turn stops
 * reading its socket, so the client waits, not the server's memory. */
const chunkWrites = new Slots(2);

export interface StoredFileHead {
  kind: string;
  name: string;
  contentType: string;
}

export interface StoredFile extends StoredFileHead {
  id: string;
  size: number;
  /** The file's first bytes (up to 8), for a check of its kind. */
  start: Buffer;
}

/** Writes `source` into a new stored file of the practice and answers it. On any failure (the
 * source's included) the partial file is deleted and the error thrown on. */
export async function storeFile(
  db: TenantDb,
  head: StoredFileHead,
  source: AsyncIterable<Buffer | Uint8Array>,
): Promise<StoredFile> {
  const [row] = await db
    .insert(storedFiles)
    .values({ orgId: db.orgId, ...head })
    .returning({ id: storedFiles.id });
  const id = (row as { id: string }).id;
  let size = 0;
  let seq = 0;
  let start = Buffer.alloc(0);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async (bytes: Buffer) => {
    await inSlot(chunkWrites, () =>
      db.insert(storedFileChunks).values({ fileId: id, orgId: db.orgId, seq, data: fromBase64(bytes) }),
    );
    seq += 1;
  };
  try {
    for await (const piece of source) {
      const bytes = Buffer.isBuffer(piece) ? piece : Buffer.from(piece);
      if (start.length < 8) start = Buffer.concat([start, bytes.subarray(0, 8 - start.length)]);
      size += bytes.length;
      pending.push(bytes);
      pendingBytes += bytes.length;
      while (pendingBytes >= STORED_FILE_CHUNK_BYTES) {
        const all = Buffer.concat(pending);
        await flush(all.subarray(0, STORED_FILE_CHUNK_BYTES));
        const rest = all.subarray(STORED_FILE_CHUNK_BYTES);
        pending = rest.length ? [rest] : [];
        pendingBytes = rest.length;
      }
    }
    if (pendingBytes > 0) await flush(Buffer.concat(pending));
    await db.update(storedFiles).set({ size, chunks: seq, complete: true }).where(eq(storedFiles.id, id));
  } catch (err) {
    await deleteStoredFile(db, id).catch(() => undefined);
    throw err;
  }
  return { id, ...head, size, start };
}

/** Deletes a stored file and its chunks. */
export async function deleteStoredFile(db: TenantDb, id: string): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.id, id));
}

/** A complete stored file of the practice: its head and its bytes as a stream, or null. The chunks
 * are read one by one as the stream is read. */
export async function readStoredFile(
  db: TenantDb,
  id: string,
): Promise<(StoredFileHead & { size: number; stream: Readable }) | null> {
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.complete, true)));
  if (!file) return null;
  const count = file.chunks;
  async function* chunks() {
    for (let seq = 0; seq < count; seq += 1) {
      const [chunk] = await db
        .select({ data: asBase64 })
        .from(storedFileChunks)
        .where(and(eq(storedFileChunks.fileId, id), eq(storedFileChunks.seq, seq)));
      if (!chunk) throw new Error(`Stored file ${id} has lost its chunk ${seq}`);
      yield Buffer.from(chunk.data, 'base64');
    }
  }
  return {
    kind: file.kind,
    name: file.name,
    contentType: file.contentType,
    size: file.size,
    stream: Readable.from(chunks(), { objectMode: false }),
  };
}
