// Facts defined once, here: the API and the web import them and never retype them (STYLE.md
// convention 1). Scans the two sides' source (tests aside) for copies.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUCCESS } from './messages';

const ROOT = join(import.meta.dirname, '../../..');
const SIDES = ['api/src', 'web/src'];
const NOT_SOURCE = /(\.test\.tsx?|\.spec\.tsx?)$|\/(test|e2e)\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((path) => !NOT_SOURCE.test(`/${path}`));
}

const SOURCES = SIDES.flatMap(sourceFiles).map((path) => ({
  path,
  text: readFileSync(join(ROOT, path), 'utf8'),
}));

/** Where a pattern occurs, as `path: line` for a readable failure. */
function copiesOf(pattern: RegExp): string[] {
  return SOURCES.flatMap(({ path, text }) =>
    text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const GAP = '\u0001';

/** The fixed words of each catalogue entry: the string itself, or a template's text between its values. */
const successFragments = Object.values(SUCCESS).flatMap((entry) =>
  typeof entry === 'string'
    ? [entry]
    : (entry as (...values: string[]) => string)(GAP, GAP)
        .split(GAP)
        .map((part) => part.trim())
        .filter((part) => part.length >= 8),
);

describe('facts defined once, in contracts', () => {
  it('finds the sources it scans', () => {
    expect(SOURCES.length).toBeGreaterThan(300);
    expect(SOURCES.some((s) => s.path === 'api/src/modules/tasks/routes.ts')).toBe(true);
  });

  it('no success message of the catalogue is written as a literal in the API or the web', () => {
    const literal = (fragment: string) => new RegExp(`['"\`][^'"\`]*${escapeRegExp(fragment)}`);
    expect(successFragments.flatMap((fragment) => copiesOf(literal(fragment)))).toEqual([]);
  });

  it('no success message at all is written as a literal outside the catalogue', () => {
    expect(copiesOf(/['"`][^'"`]*\bsuccessful(ly)?\b/i)).toEqual([]);
  });

  it('the closed and finished statuses are listed only in contracts', () => {
    const keyList = /'(COMPLETED|PENDING|ARCHIVED)',\s*'(COMPLETED|PENDING|ARCHIVED)'/;
    const keyTest = /statusKey === '(COMPLETED|PENDING)'\s*\|\|/;
    expect([...copiesOf(keyList), ...copiesOf(keyTest)]).toEqual([]);
  });

  it('the role lists are written only in contracts', () => {
    const roleList = /'(ADMIN|TEAM_LEADER|TEAM_MEMBER)',\s*'(ADMIN|TEAM_LEADER|TEAM_MEMBER)'/;
    const roleTest = /role === '(ADMIN|TEAM_LEADER)' \|\| \w+ === '(ADMIN|TEAM_LEADER)'/;
    expect([...copiesOf(roleList), ...copiesOf(roleTest)]).toEqual([]);
  });

  it('the page size, bulk-id cap and export row cap are numbers only in contracts (LIMITS)', () => {
    const limit = /maxLength\(500\)|\blimit: (20|500)\b|EXPORT\w*\s*=\s*100_?000\b/;
    expect(copiesOf(limit)).toEqual([]);
  });
});
