// Which folder may import which. A feature imports only lib/, components/, contracts and its own
// folder; lib/ and components/ never import a feature or the app; app/ wires features together.
// Type-only imports count too: a feature reaching into another's types is the same coupling.
import { rmSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles, importGraph, writeSourceTree } from '../../scripts/lib/import-graph.mjs';

const src = dirname(fileURLToPath(import.meta.url));

/** 'features/<name>' for a feature, else the top folder ('lib', 'components', 'app', …). */
function area(path: string): string {
  const [top, name] = path.split('/');
  return top === 'features' ? `features/${name}` : (top ?? '');
}

/** Every import that breaks the directions, as 'from -> to' (paths relative to `dir`). There is no
 * allow-list: a piece two features share moves to lib/ or components/. */
function forbiddenImports(dir: string): string[] {
  const found: string[] = [];
  for (const [file, imports] of importGraph(dir)) {
    const from = relative(dir, file);
    for (const { target } of imports) {
      if (!target) continue;
      const to = relative(dir, target);
      const [a, b] = [area(from), area(to)];
      const featureToOther =
        a.startsWith('features/') && b !== a && (b.startsWith('features/') || b === 'app');
      const sharedToFeature =
        (a === 'lib' || a === 'components') && (b.startsWith('features/') || b === 'app');
      if (featureToOther || sharedToFeature) found.push(`${from} -> ${to}`);
    }
  }
  return found.sort();
}

describe('web import directions', () => {
  it('features import only lib, components, contracts and themselves; lib and components no feature', () => {
    expect(forbiddenImports(src)).toEqual([]);
  });

  it('has no runtime import cycle', () => {
    expect(importCycles(src)).toEqual([]);
  });

  describe('on a tree with bad imports', () => {
    const dir = writeSourceTree({
      'features/tasks/TaskPage.tsx': "import { ColorField } from '../configurations/ColorField';\n",
      'features/configurations/ColorField.tsx': "import type { Row } from '../tasks/row';\n",
      'features/tasks/row.ts': "import { TaskPage } from './TaskPage';\n",
      'lib/api-client.ts': "import { useAuthStore } from '../features/auth/auth-store';\n",
      'features/auth/auth-store.ts': "import { client } from '../../lib/api-client';\n",
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('reports feature -> feature (type-only too) and lib -> feature', () => {
      expect(forbiddenImports(dir)).toEqual([
        'features/configurations/ColorField.tsx -> features/tasks/row.ts',
        'features/tasks/TaskPage.tsx -> features/configurations/ColorField.tsx',
        'lib/api-client.ts -> features/auth/auth-store.ts',
      ]);
    });

    it('reports the runtime cycle and not the one closed only by a type import', () => {
      expect(importCycles(dir)).toEqual([['features/auth/auth-store.ts', 'lib/api-client.ts']]);
    });
  });
});
