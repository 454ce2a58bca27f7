// Narrowing a picker's options by what was typed (case-insensitive, anywhere in the label).
export interface PickOption {
  value: string | null;
  label: string;
  color?: string;
}

export function matchOptions(options: PickOption[], typed: string, freeText: boolean): PickOption[] {
  const needle = typed.trim().toLowerCase();
  const matches = needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options;
  if (!freeText || !needle || options.some((o) => o.label.toLowerCase() === needle)) return matches;
  // Text cells (task, sub-task) take new words too: after the matches (Enter takes the best
  // match), or alone when nothing matches.
  return [...matches, { value: typed.trim(), label: `Use "${typed.trim()}"` }];
}

/** Where the highlight starts: on the current value when it is listed, else on the first option. */
export function startIndex(options: PickOption[], current: string | null | undefined, typed: string): number {
  if (typed) return 0;
  const at = options.findIndex((o) => o.value === (current ?? null));
  return at >= 0 ? at : 0;
}
