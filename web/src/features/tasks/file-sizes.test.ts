// The task screen stays in small pieces (issue 20: the grid, its toolbar, its modals and its
// store, each at most 200 lines): a file that grows past that is split, not let through.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 200;
const here = import.meta.dirname;

function sourceFiles(): string[] {
  return readdirSync(here, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|css)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the task screen’s files', () => {
  it('are each at most 200 lines', () => {
    const files = sourceFiles();
    expect(files.map((f) => relative(here, f))).toContain('TaskPage.tsx');
    const long = files
      .map((file) => ({
        file: relative(here, file),
        lines: readFileSync(file, 'utf8').split('\n').length - 1,
      }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
