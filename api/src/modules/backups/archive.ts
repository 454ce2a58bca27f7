// The backup file: one tar holding a manifest, the database (PGlite's data directory as a gzipped
// tar, or a pg_dump in custom format) and the uploaded files of DATA_DIR/uploads, written under a
// temporary name, hashed as it is written (sha256 beside it, as `sha256sum -c` reads it) and only
// then renamed into place; read back after checking that hash.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, normalize, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';

export type Engine = 'pglite' | 'postgres';

export interface Manifest {
  format: 1;
  engine: Engine;
  takenAt: string;
  /** Migrations applied to the database when it was taken. */
  migrations: number;
  uploads: number;
}

export const DATABASE_ENTRY: Record<Engine, string> = {
  pglite: 'database.tar.gz',
  postgres: 'database.pgdump',
};

/** A file to put in the archive: its name there and where it is read from. */
interface FilePart {
  name: string;
  path: string;
}

async function filesUnder(dir: string, prefix: string): Promise<FilePart[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  const files: FilePart[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    const name = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) files.push(...(await filesUnder(path, name)));
    else if (entry.isFile()) files.push({ name, path });
  }
  return files;
}

function addFile(pack: tar.Pack, name: string, path: string, size: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const entry = pack.entry({ name, size }, (err) => (err ? reject(err) : resolve()));
    createReadStream(path).on('error', reject).pipe(entry);
  });
}

/** Writes the archive to `file` and its sha256 to `file.sha256`; answers the hash and size. */
export async function writeArchive(
  file: string,
  manifest: Omit<Manifest, 'uploads' | 'format'>,
  databasePath: string,
  uploadsDir: string,
): Promise<{ sha256: string; bytes: number }> {
  const uploads = await filesUnder(uploadsDir, 'uploads');
  const partial = `${file}.partial`;
  const hash = createHash('sha256');
  let bytes = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const pack = tar.pack();
  const written = pipeline(pack, hashing, createWriteStream(partial, { mode: 0o600 }));
  const full: Manifest = { format: 1, ...manifest, uploads: uploads.length };
  try {
    pack.entry({ name: 'manifest.json' }, JSON.stringify(full, null, 2));
    await addFile(pack, DATABASE_ENTRY[manifest.engine], databasePath, (await stat(databasePath)).size);
    for (const upload of uploads) {
      // A file removed since the listing is left out, not a failed backup.
      const size = await stat(upload.path).then(
        (s) => s.size,
        () => null,
      );
      if (size !== null) await addFile(pack, upload.name, upload.path, size);
    }
    pack.finalize();
    await written;
  } catch (err) {
    // The pipeline's own failure is this one's echo; the caller removes the partial file.
    pack.destroy(err as Error);
    await written.catch(() => {});
    throw err;
  }
  const sha256 = hash.digest('hex');
  await writeFile(`${file}.sha256`, `${sha256}  ${basename(file)}\n`, { mode: 0o600 });
  await rename(partial, file);
  return { sha256, bytes };
}

export class BackupFileError extends Error {}

/** The sha256 of a file, streamed. */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Checks the file against the sha256 beside it; throws saying what is wrong. */
export async function verifyArchive(file: string): Promise<void> {
  const line = await readFile(`${file}.sha256`, 'utf8').catch(() => {
    throw new BackupFileError(`${file}.sha256 is missing: cannot check the backup is whole`);
  });
  const expected = line.trim().split(/\s+/)[0];
  const actual = await sha256Of(file);
  if (expected !== actual)
    throw new BackupFileError(`${basename(file)} does not match its sha256 (damaged or incomplete)`);
}

/** A name inside the archive kept inside `root`: no absolute path, no `..`. */
function inside(root: string, name: string): string {
  const clean = normalize(name);
  if (clean.startsWith('..') || clean.startsWith(sep) || clean.includes(`..${sep}`))
    throw new BackupFileError(`the backup names a file outside its folder: ${name}`);
  return join(root, clean);
}

/** Unpacks the archive: the database file into `databasePath`, the uploads into `uploadsDir`. */
export async function readArchive(file: string, databasePath: string, uploadsDir: string): Promise<Manifest> {
  let manifest: Manifest | null = null;
  let database = false;
  const extract = tar.extract();
  const unpacked = (async () => {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (name === 'manifest.json') {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest;
      } else if (name === DATABASE_ENTRY.pglite || name === DATABASE_ENTRY.postgres) {
        if (!manifest || name !== DATABASE_ENTRY[(manifest as Manifest).engine])
          throw new BackupFileError(`unexpected ${name} in the backup`);
        await pipeline(entry, createWriteStream(databasePath, { mode: 0o600 }));
        database = true;
      } else if (name.startsWith('uploads/')) {
        const target = inside(uploadsDir, name.slice('uploads/'.length));
        await mkdir(dirname(target), { recursive: true });
        await pipeline(entry, createWriteStream(target));
      } else {
        entry.resume();
      }
    }
  })();
  const source = createReadStream(file);
  source.on('error', (err) => extract.destroy(err));
  source.pipe(extract);
  await unpacked;
  if (!manifest || !database) throw new BackupFileError(`${basename(file)} is not a Practice desk backup`);
  return manifest;
}
