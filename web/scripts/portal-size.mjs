// The client portal's JavaScript as a phone downloads it: the scripts web/dist/portal.html loads
// (its entry and every chunk it preloads or imports statically), each gzipped, summed. Chunks loaded
// only on demand (dynamic import) are not counted: the page does not fetch them to start.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget of the portal's JavaScript, gzipped. */
export const PORTAL_JS_BUDGET_BYTES = 150 * 1024;

const HTML_SCRIPTS = /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g;
const STATIC_IMPORTS = /(?:\bimport|\bfrom)\s*["']\.\/([^"']+\.js)["']/g;

/** Each script of the portal's page with its gzipped size in bytes, largest first. */
export function portalScripts(dist) {
  const html = readFileSync(join(dist, 'portal.html'), 'utf8');
  const pending = [...html.matchAll(HTML_SCRIPTS)].map((m) => m[1]);
  const sizes = new Map();
  while (pending.length > 0) {
    const file = pending.pop();
    if (sizes.has(file)) continue;
    const code = readFileSync(join(dist, file));
    sizes.set(file, gzipSync(code, { level: 9 }).length);
    const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
    for (const m of code.toString('utf8').matchAll(STATIC_IMPORTS)) pending.push(folder + m[1]);
  }
  return [...sizes]
    .map(([file, gzipBytes]) => ({ file, gzipBytes }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export function portalJsBytes(dist) {
  return portalScripts(dist).reduce((sum, s) => sum + s.gzipBytes, 0);
}
