// Which folder may import which. A feature imports only lib/, components/, contracts and its own
// folder; lib/ and components/ never import a feature or the app; app/ wires features together.
// Type-only imports count too: a feature reaching into another's types is the same coupling.
import { rmSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles, importGraph, writeSourceTree } from '../../scripts/lib/import-graph.mjs';

const src = dirname(fileURLToPath(import.meta.url));

// What is left of features reaching into each other, each with why it is not moved yet. Keep this
// short: a new entry needs the shared part moved to lib/ or components/ instead.
const ALLOWED: ReadonlyArray<readonly [from: string, to: string]> = [
  // "New client" from the task grid is the Configurations client form, with its fee and compliance
  // sections.
  ['features/tasks/TaskDialogs.tsx', 'features/configurations/clients/ClientFormModal.tsx'],
  // The profile's invoice details tab shows the Configurations invoice-settings form and its API.
  ['features/profile/InvoiceDetailsTab.tsx', 'features/configurations/api/config-api.ts'],
  [
    'features/profile/InvoiceDetailsTab.tsx',
    'features/configurations/invoice-settings/InvoiceSettingsForm.tsx',
  ],
  // Submitting a day from the timesheet calls the same endpoint as End Day in the task grid.
  ['features/timesheet/components/SubmitDay.tsx', 'features/tasks/api/tasks-api.ts'],
];

/** 'features/<name>' for a feature, else the top folder ('lib', 'components', 'app', …). */
function area(path: string): string {
  const [top, name] = path.split('/');
  return top === 'features' ? `features/${name}` : (top ?? '');
}

/** Every import that breaks the directions, as 'from -> to' (paths relative to `dir`). */
function forbiddenImports(dir: string, allowed = ALLOWED): string[] {
  const allow = new Set(allowed.map(([from, to]) => `${from} -> ${to}`));
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
      const edge = `${from} -> ${to}`;
      if ((featureToOther || sharedToFeature) && !allow.has(edge)) found.push(edge);
    }
  }
  return found.sort();
}

describe('web import directions', () => {
  it('features import only lib, components, contracts and themselves; lib and components no feature', () => {
    expect(forbiddenImports(src)).toEqual([]);
  });

  it('keeps no stale entry in the allow-list', () => {
    const edges = new Set(forbiddenImports(src, []));
    expect(ALLOWED.map(([from, to]) => `${from} -> ${to}`).filter((e) => !edges.has(e))).toEqual([]);
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
