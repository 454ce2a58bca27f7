// Turns the JSON Schema that @valibot/to-json-schema writes into valid OpenAPI 3.0: what it
// writes is close, but 3.0 refuses an empty `required`, needs a `type` beside `nullable`, and a
// query parameter parsed from text into a number carries its default as text.
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const CHILD_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const;
const CHILDREN = ['items', 'additionalProperties', 'not'] as const;

/** The one JSON type every value of an enum has, when they share one. */
function enumType(values: unknown[]): string | undefined {
  const types = new Set(
    values
      .filter((value) => value !== null)
      .map((value) => (Number.isInteger(value) ? 'integer' : typeof value)),
  );
  if (types.size === 2 && types.has('integer') && types.has('number')) return 'number';
  const [only] = [...types];
  return types.size === 1 && ['string', 'number', 'integer', 'boolean'].includes(only ?? '')
    ? only
    : undefined;
}

/** A copy of `schema` that OpenAPI 3.0 (and Ajv reading it) accepts, meaning the same. */
export function openApiSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(openApiSchema);
  if (!isObject(schema)) return schema;
  const out: Json = { ...schema };
  if (isObject(out.properties))
    out.properties = Object.fromEntries(
      Object.entries(out.properties).map(([key, value]) => [key, openApiSchema(value)]),
    );
  for (const key of CHILDREN) if (isObject(out[key])) out[key] = openApiSchema(out[key]);
  for (const key of CHILD_LISTS) if (Array.isArray(out[key])) out[key] = openApiSchema(out[key]);

  if (Array.isArray(out.required) && out.required.length === 0) delete out.required;
  if (Array.isArray(out.enum) && out.type === undefined) {
    const type = enumType(out.enum);
    if (type) out.type = type;
  }
  if (
    (out.type === 'integer' || out.type === 'number') &&
    typeof out.default === 'string' &&
    out.default.trim() !== '' &&
    Number.isFinite(Number(out.default))
  )
    out.default = Number(out.default);
  if (out.nullable === true) nullableWithType(out);
  return out;
}

/** An enum that may be null lists null itself (3.0.3's reading, and Ajv's). */
function enumWithNull(schema: Json) {
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  return schema;
}

/** 3.0's `nullable` only widens a `type`: move it where it can mean that, or drop it where any
 * value, null among them, is already allowed. */
function nullableWithType(out: Json) {
  enumWithNull(out);
  if (out.type !== undefined) return;
  delete out.nullable;
  const list = CHILD_LISTS.find((key) => key !== 'allOf' && Array.isArray(out[key]));
  if (!list) return;
  // A branch with no type already allows null; one with a type now says so.
  out[list] = (out[list] as unknown[]).map((branch) =>
    isObject(branch) && branch.type !== undefined ? enumWithNull({ ...branch, nullable: true }) : branch,
  );
}
