import type { ApiRoute } from '@velodesk/contract/routes';
import { apiRoutes } from '@velodesk/contract/routes';
import { z } from 'zod';
import { apiPrefix, hasParams, isCollectionRoute } from './route-index.ts';

/**
 * The resource classes of the API, read from the route table and the zod schemas of its routes:
 * what the Hydra documentation, the JSON-LD contexts and the entrypoint are generated from.
 */

type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
};

export interface ResourceProperty {
  name: string;
  /** An XML Schema type (`xmls:string`), a class of this API (`Company`), or null when free. */
  range: string | null;
  /** A relation to another resource (IRIs in bodies, embedded objects with @id in answers). */
  link: boolean;
  /** A list (to-many). */
  many: boolean;
  readable: boolean;
  writeable: boolean;
  required: boolean;
  description: string;
}

export interface ResourceClass {
  name: string;
  properties: ResourceProperty[];
  /** The collection path (`/pricings`) when it has a GET collection route. */
  collectionPath: string | null;
  routes: ApiRoute[];
}

/** A zod schema as JSON Schema, as a client reads it (input) or receives it (output). */
export const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;

/** The object schemas of a JSON Schema (an object, or each branch of a union of objects). */
const objectBranches = (schema: JsonSchema): JsonSchema[] => {
  if (schema.properties) return [schema];
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(objectBranches);
};

const keywords = new Set(['@id', '@type', '@context']);

/** The collection name an IRI pattern names (`^/api/companies/[1-9][0-9]*$` → companies). */
const iriCollection = (schema: JsonSchema): string | null => {
  const match = /^\^\\?\/api\\?\/([a-z_]+)\\?\//.exec(schema.pattern ?? '');
  return match?.[1] ?? null;
};

const unwrap = (schema: JsonSchema): JsonSchema => {
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].filter((b) => b.type !== 'null');
  return branches.length === 1 && !schema.type ? unwrap(branches[0]!) : schema;
};

/** The resources, by class name. */
const buildClasses = (): Map<string, ResourceClass> => {
  const classes = new Map<string, ResourceClass>();
  for (const route of apiRoutes) {
    if (!route.resource) continue;
    const found = classes.get(route.resource) ?? {
      name: route.resource,
      properties: [],
      collectionPath: null,
      routes: [],
    };
    found.routes.push(route);
    if (isCollectionRoute(route) && !hasParams(route) && found.collectionPath === null)
      found.collectionPath = route.path;
    classes.set(route.resource, found);
  }
  // The class of a collection (`/companies` → Company), to type the relations by their IRIs.
  const classOfCollection = new Map<string, string>();
  for (const c of classes.values())
    if (c.collectionPath) classOfCollection.set(c.collectionPath.slice(1), c.name);
  const classNames = new Set(classes.keys());
  const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

  const rangeOf = (schema: JsonSchema, name: string): Pick<ResourceProperty, 'range' | 'link' | 'many'> => {
    const plain = unwrap(schema);
    const types = [plain.type ?? []].flat().filter((t) => t !== 'null');
    if (types[0] === 'array' && plain.items) return { ...rangeOf(plain.items, name), many: true };
    const collection = iriCollection(plain);
    if (collection) {
      return { range: classOfCollection.get(collection) ?? null, link: true, many: false };
    }
    if (types[0] === 'object' && plain.properties?.['@id']) {
      const guess = pascal(name);
      return { range: classNames.has(guess) ? guess : null, link: true, many: false };
    }
    if (types[0] === 'object') return { range: null, link: false, many: false };
    if (types[0] === 'integer') return { range: 'xmls:integer', link: false, many: false };
    if (types[0] === 'number') return { range: 'xmls:decimal', link: false, many: false };
    if (types[0] === 'boolean') return { range: 'xmls:boolean', link: false, many: false };
    if (types[0] === 'string') {
      if (plain.format === 'date') return { range: 'xmls:date', link: false, many: false };
      if (plain.format === 'date-time') return { range: 'xmls:dateTime', link: false, many: false };
      return { range: 'xmls:string', link: false, many: false };
    }
    return { range: null, link: false, many: false };
  };

  for (const c of classes.values()) {
    const properties = new Map<string, ResourceProperty>();
    const add = (name: string, schema: JsonSchema, role: 'read' | 'write' | 'create', required: boolean) => {
      if (keywords.has(name)) return;
      const known = properties.get(name);
      const typed = rangeOf(schema, name);
      const property = known ?? {
        name,
        ...typed,
        readable: false,
        writeable: false,
        required: false,
        description: schema.description ?? '',
      };
      // A relation's class read from its IRI (the write schema) wins over the guess from its name.
      if (typed.link && typed.range && !property.range) property.range = typed.range;
      if (typed.link) property.link = true;
      if (role === 'read') property.readable = true;
      else property.writeable = true;
      if (role === 'create' && required) property.required = true;
      properties.set(name, property);
    };
    for (const route of c.routes) {
      const read = route.collection ?? (route.method === 'GET' ? route.answer : undefined);
      if (read && (route.collection || hasParams(route))) {
        for (const branch of objectBranches(jsonSchemaOf(read, 'output')))
          for (const [name, schema] of Object.entries(branch.properties ?? {}))
            add(name, schema, 'read', false);
      }
    }
    for (const route of c.routes) {
      if (!route.body || route.method === 'GET') continue;
      const create = route.method === 'POST' && !hasParams(route);
      for (const branch of objectBranches(jsonSchemaOf(route.body, 'input')))
        for (const [name, schema] of Object.entries(branch.properties ?? {}))
          add(name, schema, create ? 'create' : 'write', branch.required?.includes(name) ?? false);
    }
    c.properties = [...properties.values()];
  }
  return classes;
};

let cached: Map<string, ResourceClass> | undefined;
/** The resource classes (computed once: the table does not change while the API runs). */
export const resourceClasses = (): Map<string, ResourceClass> => {
  cached ??= buildClasses();
  return cached;
};

/** The entrypoint's key of a collection: the class name in lower camel case (API Platform's). */
export const entrypointKeyOf = (c: ResourceClass): string => c.name.charAt(0).toLowerCase() + c.name.slice(1);

/** Every collection of the entrypoint: key, class and IRI. */
export const entrypointCollections = (): Array<{ key: string; resource: ResourceClass; iri: string }> =>
  [...resourceClasses().values()]
    .filter((c) => c.collectionPath !== null)
    .map((c) => ({ key: entrypointKeyOf(c), resource: c, iri: `${apiPrefix}${c.collectionPath}` }));
