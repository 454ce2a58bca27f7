import { describe, expect, it } from 'vitest';
import { openApiSchema } from './openapi-schema';

describe('openApiSchema', () => {
  it('drops an empty required list, which OpenAPI 3.0 refuses', () => {
    expect(
      openApiSchema({ type: 'object', properties: { a: { type: 'object', required: [] } }, required: [] }),
    ).toEqual({ type: 'object', properties: { a: { type: 'object' } } });
  });

  it('gives nullable a type: moved onto typed branches, dropped where anything is allowed', () => {
    expect(
      openApiSchema({ anyOf: [{ type: 'string' }, { type: 'string', format: 'email' }], nullable: true }),
    ).toEqual({
      anyOf: [
        { type: 'string', nullable: true },
        { type: 'string', format: 'email', nullable: true },
      ],
    });
    expect(openApiSchema({ nullable: true })).toEqual({});
  });

  it('types an enum and lets a nullable one list null', () => {
    expect(openApiSchema({ enum: [true] })).toEqual({ enum: [true], type: 'boolean' });
    expect(openApiSchema({ enum: ['A', 'B'], nullable: true })).toEqual({
      enum: ['A', 'B', null],
      type: 'string',
      nullable: true,
    });
  });

  it('turns a numeric default given as text into a number', () => {
    expect(openApiSchema({ type: 'integer', default: '20' })).toEqual({ type: 'integer', default: 20 });
    expect(openApiSchema({ type: 'string', default: '20' })).toEqual({ type: 'string', default: '20' });
  });
});
