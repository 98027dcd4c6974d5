import { hydraCollectionAnswer } from '@velodesk/contract/hydra-search';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { safeEncode } from 'zod/v4/core';
import { compileAnswerSerializer } from './answer-serializer.ts';

/** What the type provider's serializer wrote: zod's encoding, then JSON.stringify. */
const byZod = (schema: z.ZodType, data: unknown) => {
  const result = safeEncode(schema, data);
  if (!result.success) throw result.error;
  return JSON.stringify(result.data);
};

const member = z.object({
  '@id': z.string(),
  '@type': z.literal('Product'),
  id: z.number().int(),
  name: z.string().min(1),
  active: z.boolean(),
  status: z.enum(['free', 'rented']),
  note: z.string().nullable(),
  size: z.string().optional(),
  site: z.object({ '@id': z.string(), name: z.string() }).nullable(),
  tags: z.array(z.string()),
  // Not compiled: encoded by zod where they appear.
  extra: z.union([z.string(), z.number()]).optional(),
  prices: z.record(z.string(), z.number()).optional(),
});

describe('the compiled answer serializer', () => {
  it('writes the bytes zod encoding and JSON.stringify wrote: keys in the schema order, unknown ones left out', () => {
    const items = [
      {
        // Keys in another order than the schema's, one it does not know, one optional undefined.
        tags: ['a', 'é "quoted" \\ \n \u2028 \ud800'],
        name: 'Vélo <1>',
        '@type': 'Product',
        '@id': '/api/products/1',
        id: 1,
        internal: 'not in the schema',
        active: true,
        status: 'free',
        note: null,
        size: undefined,
        site: { name: 'Annecy', '@id': '/api/sites/1', secret: 1 },
        extra: 3,
        prices: { b: 2, a: 1.5 },
      },
      {
        '@id': '/api/products/2',
        '@type': 'Product',
        id: 2,
        name: 'x',
        active: false,
        status: 'rented',
        note: 'n',
        size: 'M',
        site: null,
        tags: [],
      },
    ];
    const schema = hydraCollectionAnswer(member);
    const data = {
      '@context': '/api/contexts/Product',
      '@id': '/api/products',
      '@type': 'hydra:Collection',
      'hydra:member': items,
      'hydra:totalItems': 2,
    };
    const expected = byZod(schema, data);
    expect(compileAnswerSerializer(schema)(data)).toBe(expected);
    expect(compileAnswerSerializer(z.array(member))(items)).toBe(byZod(z.array(member), items));
  });

  it('hands an answer of the wrong type to zod, which refuses it as before', () => {
    const write = compileAnswerSerializer(member, 'GET', '/api/products/:id');
    const good = {
      '@id': '/p/1',
      '@type': 'Product',
      id: 1,
      name: 'x',
      active: true,
      status: 'free',
      note: null,
      site: null,
      tags: [],
    };
    expect(write(good)).toBe(byZod(member, good));
    for (const bad of [
      { ...good, id: '1' },
      { ...good, status: 'lost' },
      { ...good, note: undefined },
      { ...good, id: Number.NaN },
      { ...good, tags: 'a' },
    ]) {
      expect(() => write(bad)).toThrow(ResponseSerializationError);
    }
  });

  it('refuses the unknown keys of a strict object, as zod did', () => {
    const strict = z.strictObject({ a: z.string() });
    const write = compileAnswerSerializer(strict);
    expect(write({ a: 'x' })).toBe('{"a":"x"}');
    expect(() => write({ a: 'x', b: 1 })).toThrow(ResponseSerializationError);
  });

  it('writes every string as JSON.stringify did, short or long, plain or to be escaped', () => {
    const schema = z.array(z.string());
    const strings = ['', 'Vélo électrique', 'a'.repeat(63), 'a'.repeat(64), `${'a'.repeat(80)}"`];
    // Each character JSON.stringify escapes (or may), alone in a short string and in a long one.
    for (const c of ['"', '\\', '\n', '\u0000', '\u001f', '\u007f', '\u2028', '\ud800', '\udfff', '😀', '/'])
      strings.push(c, `x${c}y`, `${'a'.repeat(70)}${c}`);
    expect(compileAnswerSerializer(schema)(strings)).toBe(byZod(schema, strings));
    expect(compileAnswerSerializer(schema)(strings)).toBe(JSON.stringify(strings));
  });

  it('writes an undefined element of an array as null, as JSON.stringify did', () => {
    const schema = z.array(z.string().optional());
    expect(compileAnswerSerializer(schema)(['a', undefined])).toBe(byZod(schema, ['a', undefined]));
  });
});
