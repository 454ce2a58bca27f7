// Run after `vite build`: fails the build when the client portal's JavaScript, gzipped, is over its
// budget (a phone on a slow line opens the portal from a mailed link), and prints the figure.
import { join } from 'node:path';
import { PORTAL_JS_BUDGET_BYTES, portalScripts } from './portal-size.mjs';

const scripts = portalScripts(join(import.meta.dirname, '..', 'dist'));
const total = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
for (const s of scripts) console.log(`  ${s.file}  ${kb(s.gzipBytes)} gzip`);
console.log(`Client portal JavaScript: ${kb(total)} gzip (budget ${kb(PORTAL_JS_BUDGET_BYTES)})`);
if (total > PORTAL_JS_BUDGET_BYTES) {
  console.error('The client portal is over its JavaScript budget.');
  process.exit(1);
}
