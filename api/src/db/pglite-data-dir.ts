// PGlite's data directory to and from a gzipped tar, streamed a file at a time. PGlite's own
// dumpDataDir and loadDataDir build the whole tar in memory: a practice's database holds its
// clients' documents, so a nightly backup of a 2 GB database took 4 GB of the server's memory
// (a 20,000-task practice's: 577 MB at once, measured with scripts/bench/portal-uploads.ts). The
// tar is the same as theirs: the directory's entries by their paths inside it.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, stat } from 'node:fs/promises';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

/** Every entry under `root`, directories before what they hold, in name order. */
async function* entriesOf(root: string, at = root): AsyncGenerator<{ path: string; isDirectory: boolean }> {
  const entries = (await readdir(at, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const path = join(at, entry.name);
    if (entry.isDirectory()) {
      yield { path, isDirectory: true };
      yield* entriesOf(root, path);
    } else if (entry.isFile()) yield { path, isDirectory: false };
  }
}

/** Writes `dir` as a gzipped tar to `file`. Nothing may write to `dir` meanwhile: the caller holds
 * the database between statements. */
export async function writeDataDirTar(dir: string, file: string): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(file, { mode: 0o600 }));
  try {
    for await (const entry of entriesOf(dir)) {
      const name = relative(dir, entry.path).split(sep).join('/');
      const info = await stat(entry.path);
      if (entry.isDirectory) {
        pack.entry({ name, type: 'directory', mode: info.mode & 0o777, mtime: info.mtime });
        continue;
      }
      await new Promise<void>((resolve, reject) => {
        const sink = pack.entry(
          { name, type: 'file', size: info.size, mode: info.mode & 0o777, mtime: info.mtime },
          (err) => (err ? reject(err) : resolve()),
        );
        pipeline(createReadStream(entry.path), sink).catch(reject);
      });
    }
    pack.finalize();
  } catch (err) {
    pack.destroy(err as Error);
  }
  await written;
}

/** Unpacks a data directory's tar (gzipped or not, as PGlite's dumpDataDir or writeDataDirTar
 * wrote it) into `dir`, refusing any name that would land outside it. */
export async function readDataDirTar(file: string, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const head = Buffer.alloc(2);
  const handle = await open(file, 'r');
  try {
    await handle.read(head, 0, 2, 0);
  } finally {
    await handle.close();
  }
  const gzipped = head[0] === 0x1f && head[1] === 0x8b;
  const extract = tar.extract();
  const unpack = async () => {
    for await (const entry of extract) {
      // PGlite's own tar names its entries from the folder's root ('/pg_wal'), as loadDataDir reads them.
      const clean = normalize(entry.header.name.replace(/^\/+/, ''));
      if (clean.startsWith('..') || clean.startsWith(sep) || clean.includes(`..${sep}`))
        throw new Error(`the database's archive names a file outside its folder: ${entry.header.name}`);
      const target = join(dir, clean);
      if (entry.header.type === 'directory') {
        await mkdir(target, { recursive: true });
        entry.resume();
      } else if (entry.header.type === 'file') {
        await mkdir(dirname(target), { recursive: true });
        await pipeline(entry, createWriteStream(target, { mode: 0o600 }));
      } else entry.resume();
    }
  };
  const unpacked = unpack().catch((err: Error) => {
    extract.destroy(err);
    throw err;
  });
  const source = createReadStream(file);
  const read = gzipped ? pipeline(source, createGunzip(), extract) : pipeline(source, extract);
  await Promise.all([read, unpacked]);
}
