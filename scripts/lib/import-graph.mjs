// The import graph of a source folder, read from the text of its .ts/.tsx files: which file imports
// which (relative specifiers resolved to files, packages kept by name). Used by the import-cycle check
// (`npm run lint`) and by the import-direction tests of web and api. We read imports with a pattern
// rather than a bundler because the code base writes them one way (biome-formatted `import … from '…'`,
// `export … from '…'` and `import('…')`), and because madge cannot install beside TypeScript 7.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
// `import x from 'a'`, `import type { X } from 'a'`, `export { x } from 'a'`, `import 'a'` (side effect).
const STATIC = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
const BARE = /(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
const DYNAMIC = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every .ts/.tsx file under `dir` (absolute paths), skipping node_modules and build output. */
export function sourceFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function resolveRelative(from, spec) {
  const base = resolve(dirname(from), spec.replace(/\.js$/, ''));
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

// `import { type A, type B } from` is type-only too: every named binding carries `type`.
function onlyTypes(clause) {
  const named = clause.match(/^\{([^}]*)\}$/s);
  if (!named) return false;
  const parts = named[1]
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length > 0 && parts.every((p) => p.startsWith('type '));
}

/** The imports of one file: { spec, target (absolute path or null for a package), typeOnly }. */
export function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  const add = (spec, typeOnly) => {
    const target = spec.startsWith('.') ? resolveRelative(file, spec) : null;
    found.push({ spec, target, typeOnly });
  };
  for (const m of text.matchAll(STATIC)) add(m[4], Boolean(m[2]) || onlyTypes(m[3].trim()));
  for (const m of text.matchAll(BARE)) add(m[1], false);
  for (const m of text.matchAll(DYNAMIC)) add(m[1], false);
  return found;
}

/** Map of file -> imports for every source file under `dir`. */
export function importGraph(dir) {
  const graph = new Map();
  for (const file of sourceFiles(dir)) graph.set(file, importsOf(file));
  return graph;
}

/** Import cycles among runtime imports (type-only imports are erased, so they cannot cycle at run time).
 * Each cycle is a list of paths relative to `dir`; strongly connected components of more than one file. */
export function importCycles(dir) {
  const graph = importGraph(dir);
  const edges = new Map();
  for (const [file, imports] of graph) {
    edges.set(
      file,
      imports.filter((i) => i.target && !i.typeOnly && graph.has(i.target)).map((i) => i.target),
    );
  }
  // Tarjan's algorithm, iterative so deep graphs do not overflow the stack.
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const cycles = [];
  for (const start of edges.keys()) {
    if (indexOf.has(start)) continue;
    const work = [[start, 0]];
    indexOf.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const next = edges.get(node);
      if (i < next.length) {
        frame[1]++;
        const to = next[i];
        if (!indexOf.has(to)) {
          indexOf.set(to, index);
          low.set(to, index++);
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), indexOf.get(to)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === indexOf.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(relative(dir, member));
        } while (member !== node);
        const selfLoop = edges.get(node).includes(node);
        if (component.length > 1 || selfLoop) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}

/** A throwaway source tree (path -> text) in a new temporary folder, for tests of the import rules;
 * returns the folder. The caller removes it. */
export function writeSourceTree(files) {
  const dir = mkdtempSync(join(tmpdir(), 'import-graph-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
