// Checks of a request's shape that valibot's object schemas let through: a JSON array or scalar
// where an object is expected, fields the contract does not name, NUL bytes and over-long text.
// Walks the contract beside the data, so the rule holds for every route at once.
import { VALIDATION } from '@practice-desk/contracts';

/** No text field of any request is longer; each field's own limit (smaller) is in its contract. */
export const MAX_TEXT_LENGTH = 10_000;

export interface ShapeIssue {
  field: string;
  message: string;
}

interface SchemaNode {
  type?: string;
  entries?: Record<string, SchemaNode>;
  wrapped?: SchemaNode;
  item?: SchemaNode;
  options?: SchemaNode[];
  getter?: (input: unknown) => SchemaNode;
}

const OBJECT_TYPES = new Set(['object', 'strict_object']);
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'nullish',
  'exact_optional',
  'non_optional',
  'undefinedable',
]);
const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

export const isPlainObject = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null && !Array.isArray(data);

/** A NUL byte or a string past MAX_TEXT_LENGTH anywhere in the data (keys included). */
export function badText(data: unknown, path = ''): ShapeIssue | null {
  if (typeof data === 'string') {
    if (data.includes('\u0000')) return { field: path, message: VALIDATION.nulCharacter };
    if (data.length > MAX_TEXT_LENGTH) return { field: path, message: VALIDATION.textTooLong };
    return null;
  }
  if (Array.isArray(data)) {
    for (const [index, item] of data.entries()) {
      const issue = badText(item, join(path, index));
      if (issue) return issue;
    }
    return null;
  }
  if (isPlainObject(data)) {
    for (const [key, value] of Object.entries(data)) {
      const issue = badText(key, join(path, key)) ?? badText(value, join(path, key));
      if (issue) return issue;
    }
  }
  return null;
}

/** The first place where the data has an object's shape wrong: an array or scalar for an object
 * (only where the data is not simply of another allowed type) or a field the schema does not know. */
export function shapeIssue(schema: SchemaNode, data: unknown, path = ''): ShapeIssue | null {
  const type = schema.type ?? '';
  if (WRAPPERS.has(type) && schema.wrapped) {
    return data === undefined || data === null ? null : shapeIssue(schema.wrapped, data, path);
  }
  if (type === 'lazy' && schema.getter) return shapeIssue(schema.getter(data), data, path);
  if (type === 'array' && schema.item && Array.isArray(data)) {
    for (const [index, item] of data.entries()) {
      const issue = shapeIssue(schema.item, item, join(path, index));
      if (issue) return issue;
    }
    return null;
  }
  if ((type === 'union' || type === 'variant') && schema.options) {
    const issues = schema.options.map((option) => shapeIssue(option, data, path));
    return issues.some((issue) => issue === null) ? null : (issues[0] ?? null);
  }
  if (OBJECT_TYPES.has(type) && schema.entries) {
    if (Array.isArray(data)) return { field: path, message: VALIDATION.notAnObject };
    if (!isPlainObject(data)) return null;
    for (const key of Object.keys(data)) {
      if (!Object.hasOwn(schema.entries, key))
        return { field: join(path, key), message: VALIDATION.unknownField };
    }
    for (const [key, entry] of Object.entries(schema.entries)) {
      const issue = key in data ? shapeIssue(entry, data[key], join(path, key)) : null;
      if (issue) return issue;
    }
  }
  return null;
}
