// A bulk action's selection as sent: ticked ids, or the view's filters as GET /tasks takes them.

/** The view as GET /tasks takes it, sent as JSON: repeated keys become lists. */
export type ViewFilter = Record<string, string | string[]>;
export type BulkSelection = { ids: string[] } | { view: ViewFilter };

export function viewFilter(query: URLSearchParams): ViewFilter {
  const out: ViewFilter = {};
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    out[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return out;
}
