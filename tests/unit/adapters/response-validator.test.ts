import { describe, expect, it } from 'vitest';
import { mismatchOf, validateItems, type ResponseValidator, type Schema } from '../../../adapters/http/response-validator';

const validator = (schema: Schema): ResponseValidator<unknown> => ({ operation: 'GET /api/x/{id}', status: '200', schema });
const why = (schema: Schema, body: unknown): string | null => mismatchOf(validator(schema), body);

const Node: Schema = {
  type: 'object',
  required: ['Id', 'children'],
  properties: { Id: { type: 'integer' }, children: { type: 'array', items: () => Node } },
};

describe('response validator', () => {
  it('checks types, nullable types and integers', () => {
    expect(why({ type: ['number', 'null'] }, null)).toBeNull();
    expect(why({ type: 'integer' }, 1.5)).toBe('GET /api/x/{id} 200: (body) must be integer, got number 1.5');
    expect(why({ type: 'object' }, [])).toBe('GET /api/x/{id} 200: (body) must be object, got array');
  });

  it('checks required and declared properties, and allows undeclared ones', () => {
    const schema: Schema = { type: 'object', required: ['ID'], properties: { ID: { type: 'integer' }, REF: { type: 'string' } } };
    expect(why(schema, { ID: 1, extra: { any: 'thing' } })).toBeNull();
    expect(why(schema, { REF: 'A' })).toBe('GET /api/x/{id} 200: /ID is required');
    expect(why(schema, { ID: 1, REF: 7 })).toBe('GET /api/x/{id} 200: /REF must be string, got number 7');
  });

  it('checks 0/1 flags, maps and recursive schemas', () => {
    expect(why({ type: 'integer', enum: [0, 1] }, 2)).toBe('GET /api/x/{id} 200: (body) must be one of 0, 1, got number 2');
    const counts: Schema = { type: 'object', additionalProperties: { type: 'object', required: ['count'] } };
    expect(why(counts, { '12': {} })).toBe('GET /api/x/{id} 200: /12/count is required');
    expect(why(Node, { Id: 1, children: [{ Id: 2, children: [{ Id: 'x', children: [] }] }] })).toBe(
      'GET /api/x/{id} 200: /children/0/children/0/Id must be integer, got string "x"',
    );
  });

  it('names a key holding / or ~ as a JSON pointer does', () => {
    const schema: Schema = { type: 'object', additionalProperties: { type: 'integer' } };
    expect(why({ type: 'array', items: schema }, [{ ok: 1 }, { 'a/b~c': 'x' }])).toBe(
      'GET /api/x/{id} 200: /1/a~1b~0c must be integer, got string "x"',
    );
  });

  it('checks string patterns', () => {
    const schema: Schema = { type: 'array', items: { type: 'string', pattern: '^[A-Z]{2}$' } };
    expect(why(schema, ['DE', 'AT', 'RO'])).toBeNull();
    expect(why(schema, ['DE', 'Ro'])).toBe('GET /api/x/{id} 200: /1 must match ^[A-Z]{2}$');
  });

  it('reports the fitting branch of oneOf', () => {
    const schema: Schema = { oneOf: [{ type: 'object', required: ['coupon_code'] }, { type: 'null' }] };
    expect(why(schema, null)).toBeNull();
    expect(why(schema, {})).toBe('GET /api/x/{id} 200: /coupon_code is required');
  });

  it('checks items one by one and names their place', () => {
    const result = validateItems(
      { schema: { type: 'object', required: ['id'] } },
      [{ id: 1 }, {}],
      'POST /multi-search 200: /results/0/hits',
    );
    expect(result).toEqual({
      ok: false,
      error: { kind: 'invalid-response', message: 'POST /multi-search 200: /results/0/hits/1/id is required' },
    });
  });
});
