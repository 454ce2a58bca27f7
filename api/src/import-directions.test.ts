// Which folder may import which in the API: modules/ hold the features; plugins/ (app-wide Fastify
// plugins) and lib/ (helpers) are below them and never import a module, so a module can be removed
// or changed without touching them. Type-only imports count too: they couple the same way.
import { rmSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, writeSourceTree } from '../../scripts/lib/import-graph.mjs';

const src = dirname(fileURLToPath(import.meta.url));
const BELOW_MODULES = new Set(['plugins', 'lib']);

/** Every plugins/* or lib/* import of modules/*, as 'from -> to' (paths relative to `dir`). */
function forbiddenImports(dir: string): string[] {
  const found: string[] = [];
  for (const [file, imports] of importGraph(dir)) {
    const from = relative(dir, file);
    if (!BELOW_MODULES.has(from.split('/')[0] ?? '')) continue;
    for (const { target } of imports) {
      const to = target ? relative(dir, target) : '';
      if (to.startsWith('modules/')) found.push(`${from} -> ${to}`);
    }
  }
  return found.sort();
}

describe('api import directions', () => {
  it('plugins and lib import no module', () => {
    expect(forbiddenImports(src)).toEqual([]);
  });

  it('has no runtime import cycle', () => {
    expect(importCycles(src)).toEqual([]);
  });

  it('reports a plugin or lib file that imports a module, type-only included', () => {
    const dir = writeSourceTree({
      'modules/invoices/pdf/invoice-html.ts': 'export const invoiceHtml = 1;\n',
      'plugins/invoice-pdf.ts': "import { invoiceHtml } from '../modules/invoices/pdf/invoice-html';\n",
      'lib/format.ts': "import type { X } from '../modules/invoices/pdf/invoice-html';\n",
      'modules/invoices/routes.ts': "import { format } from '../../lib/format';\n",
    });
    try {
      expect(forbiddenImports(dir)).toEqual([
        'lib/format.ts -> modules/invoices/pdf/invoice-html.ts',
        'plugins/invoice-pdf.ts -> modules/invoices/pdf/invoice-html.ts',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
