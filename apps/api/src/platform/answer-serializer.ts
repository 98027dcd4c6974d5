import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
// The type provider's own imports: the same encoding and error as its serializer compiler.
import { $ZodType, safeEncode } from 'zod/v4/core';

/**
 * The answers' serializer (issue 28, docs/decisions/api-overhead.md "The answer's encoding").
 * fastify-type-provider-zod encodes every answer with its zod schema (a full validation that builds
 * a copy of the data) and then `JSON.stringify`s the copy: 0.2 to 0.45 ms of the fleet page's CPU.
 * The data is the server's own, built by its presenters, so this compiles each answer schema once
 * into a function (generated code) that writes the same JSON directly: the schema's keys in the schema's order,
 * unknown keys left out, each value written by `JSON.stringify` — the very text the encoded copy
 * gave (zod's encoding writes an object's keys in its shape's order, and `JSON.stringify` leaves
 * out keys whose value is undefined). A string under 64 characters with none of the characters
 * `JSON.stringify` escapes (controls, `"`, `\`, surrogates) is written between quotes as it is:
 * the same text, without a call per string (a fifth of the fleet page's serialisation).
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

/** A schema compiled elsewhere: zod encodes this part of the answer, as it did the whole. */
const encodedByZod =
  (schema: z.ZodType): Write =>
  (value) => {
    const result = safeEncode(schema, value);
    if (!result.success) throw mismatch;
    return JSON.stringify(result.data);
  };

/**
 * The generated code of objects and arrays: each one a function of its own (made once per schema
 * with `new Function`), whose plain fields are written inline (a closure per value cost the fleet
 * page twice as much). `ext` holds what the code refers to: the writers of nested objects and
 * arrays, the values of literals and enums, a strict object's shape.
 */
class Generator {
  readonly ext: unknown[] = [];

  ref(value: unknown): string {
    this.ext.push(value);
    return `ext[${this.ext.length - 1}]`;
  }

  /**
   * Code that appends the JSON of `v` to `t`, after `prefix` (an expression: the key and its
   * comma), or throws M. `absent`: what the code does when the value writes nothing (a nested
   * writer answered undefined): leave the key out in an object, write null in an array.
   */
  value(schema: z.ZodType, prefix: string, absent: 'omit' | 'null'): string {
    const def = defOf(schema);
    switch (def.type) {
      case 'string':
        return `if (typeof v !== 'string') throw M; t += ${prefix} + (v.length < 64 && !E.test(v) ? '"' + v + '"' : JSON.stringify(v));`;
      case 'number':
        // zod refuses NaN and the infinities (JSON.stringify would write null); a finite number's
        // text is the same by String and by JSON.stringify.
        return `if (typeof v !== 'number' || !Number.isFinite(v)) throw M; t += ${prefix} + v;`;
      case 'boolean':
        return `if (typeof v !== 'boolean') throw M; t += ${prefix} + (v ? 'true' : 'false');`;
      case 'null':
        return `if (v !== null) throw M; t += ${prefix} + 'null';`;
      case 'literal':
      case 'enum':
        return `if (!${this.ref(valuesOf(schema))}.has(v)) throw M; t += ${prefix} + JSON.stringify(v);`;
      case 'nullable':
        return `if (v === null) t += ${prefix} + 'null'; else { ${this.value(def.innerType!, prefix, absent)} }`;
      default: {
        const write = this.ref(compile(schema));
        return absent === 'omit'
          ? `w = ${write}(v); if (w !== undefined) t += ${prefix} + w;`
          : `w = ${write}(v); t += ${prefix} + (w === undefined ? 'null' : w);`;
      }
    }
  }

  make(body: string): Write {
    // E: the characters JSON.stringify escapes in a string (or may: any surrogate).
    return new Function('ext', 'M', 'hasOwn', 'E', `return (value) => { ${body} };`)(
      this.ext,
      mismatch,
      Object.hasOwn,
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters escaped.
      /[\u0000-\u001f"\\\ud800-\udfff]/,
    ) as Write;
  }
}

const compileObject = (shape: Record<string, z.ZodType>, strict: boolean): Write => {
  const code = new Generator();
  let body = `if (typeof value !== 'object' || value === null || Array.isArray(value)) throw M;
    const o = value; let t = '{', v, w;`;
  // A strict object refuses keys its shape does not list (zod's encoding did too).
  if (strict) body += `for (const k in o) if (!hasOwn(${code.ref(shape)}, k)) throw M;`;
  // Whether a key was written before this one: 'no', 'yes', or known only when running.
  let before: 'no' | 'yes' | 'maybe' = 'no';
  for (const [key, schema] of Object.entries(shape)) {
    const name = JSON.stringify(key);
    const prefix =
      before === 'no'
        ? JSON.stringify(`${name}:`)
        : before === 'yes'
          ? JSON.stringify(`,${name}:`)
          : `(t.length > 1 ? ${JSON.stringify(`,${name}:`)} : ${JSON.stringify(`${name}:`)})`;
    const def = defOf(schema);
    body += `v = o[${name}];`;
    if (def.type === 'optional') {
      // An optional key without a value is left out (JSON.stringify left out undefined values).
      body += `if (v !== undefined) { ${code.value(def.innerType!, prefix, 'omit')} }`;
      if (before === 'no') before = 'maybe';
    } else {
      body += code.value(schema, prefix, 'omit');
      // Every plain value writes itself; a nested writer may write nothing (omitted).
      if (['string', 'number', 'boolean', 'null', 'literal', 'enum', 'nullable'].includes(def.type))
        before = 'yes';
      else if (before === 'no') before = 'maybe';
    }
  }
  return code.make(`${body} return t + '}';`);
};

const compileArray = (element: z.ZodType): Write => {
  const code = new Generator();
  return code.make(`if (!Array.isArray(value)) throw M;
    let t = '[', v, w;
    for (let i = 0; i < value.length; i++) {
      v = value[i];
      // JSON.stringify writes an element that has no JSON (undefined) as null.
      ${code.value(element, "(i > 0 ? ',' : '')", 'null')}
    }
    return t + ']';`);
};

const compile = (schema: z.ZodType): Write => {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
    case 'literal':
    case 'enum':
    case 'nullable': {
      const code = new Generator();
      return code.make(`const v = value; let t = '', w; ${code.value(schema, "''", 'null')} return t;`);
    }
    case 'optional': {
      const inner = compile(def.innerType!);
      return (value) => (value === undefined ? undefined : inner(value));
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
