// Uploaded files (filing acknowledgements, and any upload to come) kept in the database, so every
// API instance on one PostgreSQL serves every file: a file's row says what it is, its bytes are in
// chunks of at most STORED_FILE_CHUNK_BYTES, written as they arrive and read back one at a time.
import { bigint, boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './columns';
import { organisations } from './organisations';

export const storedFiles = pgTable(
  'stored_files',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** What the file is to the practice ('acknowledgement'). */
    kind: text('kind').notNull(),
    /** The name it was uploaded with. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    chunks: integer('chunks').notNull().default(0),
    /** Set once its last chunk is written: an upload cut short is never served. */
    complete: boolean('complete').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_org_idx').on(t.orgId)],
);

export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** 0, 1, 2…: the chunk's place in the file. */
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);
