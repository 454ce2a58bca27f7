// The portal's JavaScript budget is measured on what its page loads: the entry, the chunks it
// preloads and those they import statically, gzipped; a chunk loaded on demand is not counted.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PORTAL_JS_BUDGET_BYTES, portalJsBytes, portalScripts } from '../../scripts/portal-size.mjs';

describe('portal script size', () => {
  const dist = mkdtempSync(join(tmpdir(), 'pd-portal-size-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'portal.html'),
    '<script type="module" crossorigin src="/assets/portal-a.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-b.js">',
  );
  writeFileSync(
    join(dist, 'assets', 'portal-a.js'),
    'import{x}from"./shared-b.js";import"./deep-c.js";import("./lazy-d.js");',
  );
  writeFileSync(join(dist, 'assets', 'shared-b.js'), 'export const x=1;');
  writeFileSync(join(dist, 'assets', 'deep-c.js'), 'console.log(2)');
  writeFileSync(join(dist, 'assets', 'lazy-d.js'), 'x'.repeat(10_000));

  it('counts the entry, its preloads and static imports, not a chunk loaded on demand', () => {
    expect(
      portalScripts(dist)
        .map((s) => s.file)
        .sort(),
    ).toEqual(['assets/deep-c.js', 'assets/portal-a.js', 'assets/shared-b.js']);
    expect(portalJsBytes(dist)).toBeGreaterThan(0);
  });

  it('holds the portal to 150 KB gzipped', () => {
    expect(PORTAL_JS_BUDGET_BYTES).toBe(150 * 1024);
  });
});
