import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spooledFile } from './spooled-file';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a file spooled through the disk', () => {
  it('is made without waiting for its reader, read whole, then removed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pd-spool-'));
    let madeAt = 0;
    const { meta, stream } = await spooledFile<string>(dir, async (out) => {
      out.ready('name.zip');
      for (let i = 0; i < 200; i += 1) {
        out.push(Buffer.alloc(64 * 1024, i % 256));
        await out.drained();
      }
      madeAt = Date.now();
    });
    expect(meta).toBe('name.zip');
    await pause(50);
    const parts: Buffer[] = [];
    let pausedUntil = 0;
    for await (const chunk of stream) {
      parts.push(chunk as Buffer);
      if (parts.length === 1) {
        await pause(300);
        pausedUntil = Date.now();
      }
    }
    const whole = Buffer.concat(parts);
    expect(whole.length).toBe(200 * 64 * 1024);
    expect(whole[199 * 64 * 1024]).toBe(199);
    // Made while the reader was still on its first chunk.
    expect(madeAt).toBeGreaterThan(0);
    expect(madeAt).toBeLessThan(pausedUntil);
    // Removed on its own turn once read: soon, not at once.
    await expect.poll(() => readdirSync(dir)).toEqual([]);
  });

  it('is read whole when its maker finished and closed the spool before the reader began', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pd-spool-'));
    let made = false;
    const { stream } = await spooledFile<string>(dir, async (out) => {
      out.ready('small.csv');
      out.push(Buffer.from('a,b\n1,2\n'));
      await out.drained();
      made = true;
    });
    await expect.poll(() => made).toBe(true);
    await pause(200);
    const parts: Buffer[] = [];
    for await (const chunk of stream) parts.push(chunk as Buffer);
    expect(Buffer.concat(parts).toString()).toBe('a,b\n1,2\n');
    await expect.poll(() => readdirSync(dir)).toEqual([]);
  }, 5_000);

  it('stops the maker and removes the spool when the reader goes away', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pd-spool-'));
    let stopped: unknown = null;
    const { stream } = await spooledFile<number>(dir, async (out) => {
      out.ready(1);
      try {
        for (;;) {
          out.push(Buffer.alloc(1024));
          await out.drained();
          await pause(5);
        }
      } catch (error) {
        stopped = error;
        throw error;
      }
    });
    stream.once('data', () => stream.destroy());
    await new Promise((resolve) => stream.once('close', resolve));
    await expect.poll(() => stopped).toBeInstanceOf(Error);
    await expect.poll(() => readdirSync(dir)).toEqual([]);
  });

  it('refuses as its maker did when that was before the first byte', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pd-spool-'));
    await expect(
      spooledFile<number>(dir, async () => {
        throw new Error('no such practice');
      }),
    ).rejects.toThrow('no such practice');
    await expect.poll(() => existsSync(dir) && readdirSync(dir)).toEqual([]);
  });
});
