import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { type AuthHeaders, createPractice, loginAs } from '../test/factories';

// Drives every route of the OpenAPI document with input that breaks its contract, as each role:
// no answer may be a server error, and none may be a success.
interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  maxLength?: number;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}
interface Operation {
  parameters?: { name: string; in: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface Probe {
  method: string;
  url: string;
  payload?: string;
}

const UUID = '7b0c6a8e-2f4d-4c1a-9e3b-5d6f7a8b9c0d';
const NUL = 'a\u0000b';
const isDate = (name: string) => /date/i.test(name);

/** A value the property's schema would accept, to carry one broken property past the others. */
function sample(name: string, schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(name, schema.anyOf[0] ?? {});
  if (schema.type === 'string') {
    if (schema.format === 'uuid') return UUID;
    if (schema.format === 'email' || /email/i.test(name)) return 'someone@example.com';
    if (isDate(name)) return '2026-01-15';
    return 'Valid text';
  }
  if (schema.type === 'number' || schema.type === 'integer') return 1;
  if (schema.type === 'boolean') return true;
  if (schema.type === 'array') return [sample(name, schema.items ?? {})];
  if (schema.type === 'object') return validBase(schema);
  return 'Valid text';
}

function validBase(schema: JsonSchema): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  for (const key of schema.required ?? []) base[key] = sample(key, schema.properties?.[key] ?? {});
  return base;
}

/** Broken values for one string property: a NUL byte, one character past its limit, bad dates. */
function brokenStrings(name: string, schema: JsonSchema): unknown[] {
  const own = schema.anyOf?.find((s) => s.type === 'string') ?? schema;
  if (own.type !== 'string' || own.enum) return [];
  const values: unknown[] = [NUL, 'x'.repeat((own.maxLength ?? 10_000) + 1)];
  if (isDate(name)) values.push('0000-01-01', '2026-02-30', '2101-01-01');
  return values;
}

function bodyProbes(method: string, url: string, schema: JsonSchema): Probe[] {
  const json = (payload: unknown) => ({ method, url, payload: JSON.stringify(payload) });
  const base = validBase(schema);
  const probes = [json([]), json([base]), json('text'), json(7), json({ ...base, unexpectedField: 'x' })];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    for (const value of brokenStrings(name, property)) probes.push(json({ ...base, [name]: value }));
  }
  return probes;
}

function probesFor(path: string, method: string, op: Operation): Probe[] {
  const upper = method.toUpperCase();
  const url = path.replace(/\{[^}]+\}/g, UUID);
  const probes: Probe[] = [];
  if (path.includes('{')) probes.push({ method: upper, url: path.replace(/\{[^}]+\}/g, 'not-an-id%00') });
  const query = (op.parameters ?? []).filter((p) => p.in === 'query');
  if (query.length > 0) {
    probes.push({ method: upper, url: `${url}?unexpectedParam=1` });
    for (const param of query) {
      for (const value of brokenStrings(param.name, param.schema))
        probes.push({ method: upper, url: `${url}?${param.name}=${encodeURIComponent(String(value))}` });
    }
  }
  const body = op.requestBody?.content['application/json']?.schema;
  if (body) probes.push(...bodyProbes(upper, url, body));
  else if (upper !== 'GET') {
    probes.push({ method: upper, url, payload: '[]' }, { method: upper, url, payload: '{"unexpected":1}' });
  }
  return probes;
}

describe('every route refuses input that breaks its contract', () => {
  let app: TestApp;
  let probes: Probe[];
  const roles: Record<string, AuthHeaders> = {};

  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    for (const role of ['admin', 'leader', 'member'] as const)
      roles[role] = (await loginAs(app, practice[role])).headers;
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    probes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) => probesFor(path, method, op)),
    );
  });
  afterAll(() => app.close());

  it.each(['admin', 'leader', 'member'])(
    'answers 4xx with a message to every broken request of the %s',
    async (role) => {
      expect(probes.length).toBeGreaterThan(300);
      const wrong: string[] = [];
      for (const probe of probes) {
        const res = await app.inject({
          method: probe.method as 'GET',
          url: probe.url,
          headers: { ...roles[role], ...(probe.payload ? { 'content-type': 'application/json' } : {}) },
          ...(probe.payload ? { payload: probe.payload } : {}),
        });
        const message = res.statusCode >= 400 ? (res.json() as { message?: string }).message : undefined;
        if (res.statusCode < 400 || res.statusCode >= 500 || !message)
          wrong.push(
            `${res.statusCode} ${probe.method} ${probe.url} ${probe.payload?.slice(0, 80) ?? ''} ${message ?? ''}`,
          );
      }
      expect(wrong).toEqual([]);
    },
    60_000,
  );
});
