// A file sent while it is made: a failure before it is ready is an ordinary error, one after it
// cuts the stream, and a reader that goes away stops the making.
import { describe, expect, it } from 'vitest';
import { streamedFile } from './streamed-file';
import { writeXlsx } from './xlsx-stream/xlsx-writer';

describe('streamed file', () => {
  it('rejects when the maker fails before it is ready, so the route answers an error', async () => {
    await expect(
      streamedFile(async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
  });

  it('cuts the stream when the maker fails after the headers went', async () => {
    const { meta, stream } = await streamedFile<string>(async (out) => {
      out.ready('a.xlsx');
      out.push(Buffer.from('first'));
      await new Promise((resolve) => setTimeout(resolve, 10));
      throw new Error('the database went away');
    });
    expect(meta).toBe('a.xlsx');
    const read = async () => {
      for await (const _ of stream) {
      }
    };
    await expect(read()).rejects.toThrow('the database went away');
  });

  it('stops reading rows once the reader has gone', async () => {
    let made = 0;
    let settled: (error: unknown) => void = () => {};
    const ended = new Promise((resolve) => {
      settled = resolve;
    });
    const { stream } = await streamedFile<number>(async (out) => {
      out.ready(1_000_000);
      const rows = async function* () {
        for (let i = 0; i < 1_000_000; i += 1) {
          made += 1;
          yield [`row ${i}`, i];
        }
      };
      await writeXlsx(out.push, [{ name: 'Big', rows }], 1, out.signal).then(
        () => settled(null),
        (error: unknown) => settled(error),
      );
    });
    stream.once('data', () => stream.destroy());
    expect(String(await ended)).toContain('closed before its end');
    expect(made).toBeLessThan(1_000_000);
  });
});
