// The weight of the built web app: the JavaScript the sign-in page loads (the entry script of
// dist/index.html, its modulepreloads and every chunk they import statically), gzipped, and the
// biggest chunks. Run after `npm run build -w web`: npx tsx scripts/bench/bundle.ts
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const LOGIN_BUDGET_KB = 250;
const dist = resolve(import.meta.dirname, '../../web/dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('web/dist/index.html is missing: run `npm run build -w web` first');
  process.exit(1);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipped = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** Chunks a module imports statically (`import … from "./x.js"`, `import "./x.js"`), not `import()`. */
function staticImports(file: string): string[] {
  const code = readFileSync(join(dist, file), 'utf8');
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)(["'])(\.{1,2}\/[^"']+\.js)\1/g)) {
    const spec = match[2] ?? '';
    found.add(posix.join(posix.dirname(file), spec));
  }
  return [...found];
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const roots = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
].map((m) => m[1] ?? '');

const loaded = new Set<string>();
const queue = [...roots];
while (queue.length) {
  const file = queue.pop() ?? '';
  if (loaded.has(file)) continue;
  loaded.add(file);
  queue.push(...staticImports(file));
}

const loginBytes = [...loaded].reduce((sum, file) => sum + gzipped(file), 0);
console.log(
  `Sign-in page JavaScript: ${loaded.size} chunks, ${kb(loginBytes)} gzip (budget ${LOGIN_BUDGET_KB} KB)`,
);

const chunks = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => {
    const file = posix.join('assets', f);
    return { file, raw: readFileSync(join(dist, file)).length, gzip: gzipped(file) };
  })
  .sort((a, b) => b.gzip - a.gzip);
const total = chunks.reduce((sum, c) => sum + c.gzip, 0);
console.log(`All JavaScript: ${chunks.length} chunks, ${kb(total)} gzip\n\nBiggest chunks (gzip / raw):`);
for (const chunk of chunks.slice(0, 10)) {
  const mark = loaded.has(chunk.file) ? '  (sign-in page)' : '';
  console.log(`  ${kb(chunk.gzip).padStart(10)} / ${kb(chunk.raw).padStart(10)}  ${chunk.file}${mark}`);
}
if (loginBytes > LOGIN_BUDGET_KB * 1024) {
  console.error(`\nThe sign-in page loads more than ${LOGIN_BUDGET_KB} KB gzip of JavaScript`);
  process.exitCode = 1;
}
