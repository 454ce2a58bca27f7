// Types for import-graph.mjs, so the TypeScript import-direction tests can use it.
export interface ImportRef {
  /** The specifier as written, e.g. '../lib/toast' or 'react'. */
  spec: string;
  /** The file a relative specifier resolves to (absolute), or null for a package. */
  target: string | null;
  /** `import type …`: erased at build time. */
  typeOnly: boolean;
}
export function sourceFiles(dir: string): string[];
export function importsOf(file: string): ImportRef[];
export function importGraph(dir: string): Map<string, ImportRef[]>;
export function importCycles(dir: string): string[][];
export function writeSourceTree(files: Record<string, string>): string;
