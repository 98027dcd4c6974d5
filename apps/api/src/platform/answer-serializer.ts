import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
// The type provider's own imports: the same encoding and error as its serializer compiler.
import { $ZodType, safeEncode } from 'zod/v4/core';

/**
 * The answers' serializer (issue 28, docs/decisions/api-overhead.md "The answer's encoding").
 * fastify-type-provider-zod encodes every answer with its zod schema (a full validation that builds
 * a copy of the data) and then `JSON.stringify`s the copy: 0.2 to 0.45 ms of the fleet page's CPU.
 * The data is the server's own, built by its presenters, so this compiles each answer schema once
 * into a function that writes the same JSON directly: the schema's keys in the schema's order,
 * unknown keys left out, each value written by `JSON.stringify` — the very text the encoded copy
 * gave (zod's encoding writes an object's keys in its shape's order, and `JSON.stringify` leaves
 * out keys whose value is undefined).
 *
 * Only the plain shapes are compiled (objects without extra keys, arrays, strings, numbers,
 * booleans, null, literals, enums, optional and nullable); any other schema (a union, a record, a
 * transform...) is still encoded by zod where it appears. Cheap checks of each value's type stay:
 * when one fails (a value of the wrong type, a key missing or too many), the whole answer is
 * encoded by zod as before, which throws the same serialization error as before. A string's
 * format, a number's range or an array's length are no longer checked on the way out.
 */

type Write = (value: unknown) => string | undefined;

/** A value whose type does not match its schema: the answer goes through zod instead. */
class Mismatch extends Error {}
const mismatch = new Mismatch('the answer does not match its schema');

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const valuesOf = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { values?: Set<unknown> } })._zod.values;

const writeString: Write = (value) => {
  if (typeof value !== 'string') throw mismatch;
  return JSON.stringify(value);
};
const writeNumber: Write = (value) => {
  // zod refuses NaN and the infinities; JSON.stringify would write them as null.
  if (typeof value !== 'number' || !Number.isFinite(value)) throw mismatch;
  return JSON.stringify(value);
};
const writeBoolean: Write = (value) => {
  if (typeof value !== 'boolean') throw mismatch;
  return value ? 'true' : 'false';
};
const writeNull: Write = (value) => {
  if (value !== null) throw mismatch;
  return 'null';
};

/** A schema compiled elsewhere: zod encodes this part of the answer, as it did the whole. */
const encodedByZod =
  (schema: z.ZodType): Write =>
  (value) => {
    const result = safeEncode(schema, value);
    if (!result.success) throw mismatch;
    return JSON.stringify(result.data);
  };

const compileObject = (shape: Record<string, z.ZodType>, strict: boolean): Write => {
  const fields = Object.keys(shape).map((key) => ({
    key,
    prefix: `${JSON.stringify(key)}:`,
    write: compile(shape[key]!),
  }));
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw mismatch;
    const record = value as Record<string, unknown>;
    if (strict) {
      // A strict object refuses keys its shape does not list (zod's encoding did too).
      for (const key in record) if (!Object.hasOwn(shape, key)) throw mismatch;
    }
    let text = '{';
    let first = true;
    for (const field of fields) {
      const written = field.write(record[field.key]);
      if (written === undefined) continue;
      text += first ? field.prefix : `,${field.prefix}`;
      text += written;
      first = false;
    }
    return `${text}}`;
  };
};

const compileArray = (element: z.ZodType): Write => {
  const write = compile(element);
  return (value) => {
    if (!Array.isArray(value)) throw mismatch;
    let text = '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) text += ',';
      // JSON.stringify writes an undefined element as null.
      text += write(value[i]) ?? 'null';
    }
    return `${text}]`;
  };
};

const compile = (schema: z.ZodType): Write => {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return writeString;
    case 'number':
      return writeNumber;
    case 'boolean':
      return writeBoolean;
    case 'null':
      return writeNull;
    case 'literal':
    case 'enum': {
      const values = valuesOf(schema)!;
      return (value) => {
        if (!values.has(value)) throw mismatch;
        return JSON.stringify(value);
      };
    }
    case 'optional': {
      const inner = compile(def.innerType!);
      return (value) => (value === undefined ? undefined : inner(value));
    }
    case 'nullable': {
      const inner = compile(def.innerType!);
      return (value) => (value === null ? 'null' : inner(value));
    }
    case 'array':
      return compileArray(def.element!);
    case 'object': {
      // z.object strips unknown keys, z.strictObject refuses them; z.looseObject keeps them.
      const catchall = def.catchall ? defOf(def.catchall).type : undefined;
      if (catchall === undefined || catchall === 'never')
        return compileObject(def.shape!, catchall === 'never');
      return encodedByZod(schema);
    }
    default:
      return encodedByZod(schema);
  }
};

/** The schema Fastify hands over: a zod schema, or one under `properties` (as the type provider takes it). */
const zodSchemaOf = (schema: unknown): z.ZodType => {
  if (schema instanceof $ZodType) return schema as z.ZodType;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties as z.ZodType;
  throw new Error(`Not a zod schema: ${JSON.stringify(schema)}`);
};

/** Compiles one answer schema (the zod path kept for an answer that does not match it). */
export const compileAnswerSerializer = (schema: z.ZodType, method = '', url = '') => {
  const write = compile(schema);
  return (data: unknown): string => {
    try {
      const written = write(data);
      if (written !== undefined) return written;
    } catch (error) {
      if (!(error instanceof Mismatch)) throw error;
    }
    const result = safeEncode(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

/** Fastify's serializer compiler: the answer schemas of the routes, compiled once each. */
export const answerSerializerCompiler = ({
  schema,
  method,
  url,
}: {
  schema: unknown;
  method: string;
  url: string;
}) => compileAnswerSerializer(zodSchemaOf(schema), method, url);
