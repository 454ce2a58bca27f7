// Reads the one file of an upload to a requested document: its kind decided from its first bytes
// before anything is kept, then streamed into the practice's stored files a chunk at a time (never
// whole in memory), refused past DOCUMENT_REQUEST_LIMITS.fileMaxBytes. A refused or broken upload
// leaves no stored file behind.
import {
  DOCUMENT_REQUEST_LIMITS,
  DOCUMENT_REQUEST_MESSAGES as MESSAGES,
  UPLOAD_KINDS,
} from '@practice-desk/contracts';
import type { FastifyRequest } from 'fastify';
import type { TenantDb } from '../../db/scoped';
import { DomainError } from '../../lib/errors';
import { deleteStoredFile, type StoredFile, storeFile } from '../../lib/stored-files';
import { contentKind, SNIFF_BYTES } from './content-kind';

const refuse = (status: number, message: string) =>
  new DomainError(status, message, [{ field: 'file', message }]);

type FileStream = AsyncIterable<Buffer> & { truncated?: boolean };

/** The stream's bytes as they come; refused once past the size limit. */
async function* withinLimit(chunks: AsyncIterable<Buffer>, file: FileStream) {
  for await (const chunk of chunks) {
    if (file.truncated) throw refuse(413, MESSAGES.fileTooLarge);
    yield chunk;
  }
  if (file.truncated) throw refuse(413, MESSAGES.fileTooLarge);
}

/** The first SNIFF_BYTES (or the whole file when shorter) and the whole stream again after them. */
async function peek(file: FileStream) {
  const iterator = file[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    length += next.value.length;
  }
  const start = Buffer.concat(head);
  async function* all() {
    if (start.length > 0) yield start;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { start, ended, all: all() };
}

/** Stores the request's one file; answers it with the name it was sent under. */
export async function readRequestUpload(request: FastifyRequest, db: TenantDb): Promise<StoredFile> {
  if (!request.isMultipart()) throw refuse(415, MESSAGES.notMultipart);
  let stored: StoredFile | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: DOCUMENT_REQUEST_LIMITS.fileMaxBytes, files: 1 },
    })) {
      if (part.type === 'field') continue;
      if (stored || part.fieldname !== 'file') throw refuse(400, MESSAGES.oneFileAtATime);
      const { start, ended, all } = await peek(part.file);
      if (start.length === 0) throw refuse(422, MESSAGES.fileEmpty);
      if (part.file.truncated) throw refuse(413, MESSAGES.fileTooLarge);
      const kind = contentKind(start, ended);
      if (!kind) throw refuse(415, MESSAGES.fileKindRefused);
      const { contentType, extension } = UPLOAD_KINDS[kind];
      const name = (part.filename || `document.${extension}`).slice(0, 200);
      stored = await storeFile(
        db,
        { kind: 'client-document', name, contentType },
        withinLimit(all, part.file),
      );
    }
  } catch (err) {
    if (stored) await deleteStoredFile(db, stored.id).catch(() => undefined);
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw refuse(413, MESSAGES.fileTooLarge);
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT') throw refuse(400, MESSAGES.oneFileAtATime);
    throw err;
  }
  if (!stored) throw refuse(422, MESSAGES.fileRequired);
  return stored;
}
