// Fails when web, api or contracts has an import cycle among runtime imports (type-only imports are
// erased at build time and cannot cycle at run time). Part of `npm run lint`, so `npm test` runs it.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importCycles } from './lib/import-graph.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
let found = 0;
for (const dir of ['web/src', 'api/src', 'packages/contracts/src']) {
  for (const cycle of importCycles(join(root, dir))) {
    found++;
    process.stderr.write(`Import cycle in ${dir}:\n  ${cycle.join('\n  ')}\n`);
  }
}
if (found > 0) {
  process.stderr.write(`${found} import cycle(s): break them (move the shared part into its own module).\n`);
  process.exit(1);
}
process.stdout.write('No import cycles in web/src, api/src, packages/contracts/src\n');
