import SwaggerParser from '@apidevtools/swagger-parser';
import { okOf } from '@practice-desk/contracts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { buildTestApp, type TestApp, testConfig } from '../test/app';
import { openTestDatabase } from '../test/database';
import { PENDING_RESPONSE_SCHEMAS } from '../test/openapi-pending';
import { checkResponses, takeMismatches } from '../test/response-check';

type Operation = {
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { $ref?: string; content?: unknown }>;
};
type Document = { paths: Record<string, Record<string, Operation>>; components: Record<string, unknown> };

const PUBLIC = [
  'GET /api/health',
  'POST /api/auth/login',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/refresh-token',
  'POST /api/auth/logout',
  'GET /api/auth/invitation',
  'POST /api/auth/invitation',
  'POST /api/auth/accept-invite',
  'POST /api/portal/auth/link',
  'POST /api/portal/auth/verify',
];

describe('the OpenAPI document', () => {
  let app: TestApp;
  let document: Document;
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        operation,
      })),
    );
  beforeAll(async () => {
    app = await buildTestApp();
    document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => app.close());

  it('is a valid OpenAPI 3.0 document (swagger-parser)', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    expect((document as unknown as { openapi: string }).openapi).toMatch(/^3\.0\./);
  });

  it('declares a success schema for every operation but the ones still listed as pending', () => {
    const undeclared = operations()
      .filter(({ operation }) =>
        Object.entries(operation.responses).every(
          ([code, response]) => !code.startsWith('2') || !response.content,
        ),
      )
      .map(({ name }) => name);
    expect(undeclared.sort()).toEqual([...PENDING_RESPONSE_SCHEMAS].sort());
  });

  it('asks for a bearer token on every operation but the public ones', () => {
    const open = operations()
      .filter(({ operation }) => !operation.security)
      .map(({ name }) => name);
    expect(open.sort()).toEqual([...PUBLIC].sort());
    const register = document.paths['/api/auth/register']?.post;
    // An Admin adding a person sends their token; a new practice registers without one.
    expect(register?.security).toEqual([{}, { bearerAuth: [] }]);
    expect(document.paths['/api/tasks']?.get?.security).toEqual([{ bearerAuth: [] }]);
    // The client portal's routes take a portal session, never a staff token.
    expect(document.paths['/api/portal/me']?.get?.security).toEqual([{ portalAuth: [] }]);
  });

  it('gives every operation the shared error answers', () => {
    // Error answers that carry more than the shared body declare their own schema.
    const own = new Set(['POST /api/timer/stop 409']);
    for (const { name, operation } of operations()) {
      for (const code of ['400', '401', '403', '404', '409', '413', '422', 'default'])
        if (!own.has(`${name} ${code}`))
          expect(operation.responses[code], `${name} ${code}`).toEqual({
            $ref: '#/components/responses/Error',
          });
    }
  });

  it('names every operation once, for a generated client', () => {
    const names = operations().map(({ operation }) => (operation as { operationId?: string }).operationId);
    expect(names.every((name) => typeof name === 'string' && /^[a-z][A-Za-z0-9]*$/.test(name))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    expect((document.paths['/api/tasks/{id}/history']?.get as { operationId?: string })?.operationId).toBe(
      'getTasksByIdHistory',
    );
  });

  it('describes the uploads as multipart forms', () => {
    const form = (path: string) =>
      document.paths[path]?.post?.requestBody?.content['multipart/form-data']?.schema.properties;
    expect(form('/api/clients/import')).toEqual({ file: { type: 'string', format: 'binary' } });
    expect(form('/api/config/logo')).toEqual({ logo: { type: 'string', format: 'binary' } });
    expect(Object.keys(form('/api/compliance/items/{id}/filing') ?? {})).toEqual(['arn', 'filedOn', 'file']);
  });

  it('gives integer query parameters integer defaults', () => {
    const page = (
      document.paths['/api/tasks']?.get as { parameters?: { name: string; schema: unknown }[] }
    )?.parameters?.find((parameter) => parameter.name === 'page');
    expect(page?.schema).toMatchObject({ type: 'integer', default: 1 });
  });
});

describe('the response check in tests', () => {
  let app: TestApp;
  beforeAll(async () => {
    const database = await openTestDatabase();
    app = await buildApp({
      config: testConfig(),
      database,
      logger: false,
      instrument: (root) => {
        checkResponses(root);
        const Count = okOf(v.object({ count: v.number() }));
        root.get('/api/check/right', { schema: { response: { 200: Count } } }, async () => ({
          success: true,
          data: { count: 1 },
        }));
        root.get('/api/check/wrong', { schema: { response: { 200: Count } } }, async () => ({
          success: true,
          data: { count: 'one' },
        }));
        root.get('/api/check/undeclared', async () => ({ success: true, data: null }));
        root.get('/api/check/refused', async (_request, reply) =>
          reply.status(409).send({ success: false, note: 'no message' }),
        );
      },
    });
    app.addHook('onClose', () => database.close());
    await app.ready();
  });
  afterAll(() => app.close());

  it('lets an answer that matches its schema through', async () => {
    await app.inject({ method: 'GET', url: '/api/check/right' });
    expect(takeMismatches()).toEqual([]);
  });

  it('reports an answer that does not match its schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/check/wrong' });
    expect(res.statusCode).toBe(200);
    const [mismatch, ...rest] = takeMismatches();
    expect(rest).toEqual([]);
    expect(mismatch).toContain('GET /api/check/wrong answered 200 with a body that does not match');
    expect(mismatch).toContain('answer/data/count must be number');
  });

  it('reports a success answer with no declared schema', async () => {
    await app.inject({ method: 'GET', url: '/api/check/undeclared' });
    expect(takeMismatches()).toEqual([
      expect.stringContaining(
        'GET /api/check/undeclared answered 200, for which it declares no response schema',
      ),
    ]);
  });

  it('checks error answers against the shared error body', async () => {
    await app.inject({ method: 'GET', url: '/api/check/refused' });
    expect(takeMismatches()).toEqual([expect.stringContaining("must have required property 'message'")]);
    await app.inject({ method: 'GET', url: '/api/tasks' });
    expect(takeMismatches()).toEqual([]);
  });
});
