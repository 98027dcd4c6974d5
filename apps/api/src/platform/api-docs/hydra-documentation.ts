import type { ApiRoute } from '@velodesk/contract/routes';
import {
  entrypointCollections,
  type ResourceClass,
  type ResourceProperty,
  resourceClasses,
} from './resource-classes.ts';
import { apiPrefix, hasParams, isCollectionRoute } from './route-index.ts';

/**
 * The Hydra API documentation (`/api/docs.jsonld`), the entrypoint (`/api`) and the JSON-LD
 * contexts (`/api/contexts/{Class}`), generated from the route table and its schemas in the shape
 * API Platform produces (what @api-platform/api-doc-parser and API Platform Admin read).
 */

export const hydraNs = 'http://www.w3.org/ns/hydra/core#';
export const docsPath = `${apiPrefix}/docs.jsonld`;
export const contextPath = (name: string) => `${apiPrefix}/contexts/${name}`;

/** The vocabulary of the API: absolute, on the host the client called (as API Platform). */
export const vocabOf = (origin: string) => `${origin}${docsPath}#`;

const actionTypes: Record<string, string> = {
  GET: 'schema:FindAction',
  POST: 'schema:CreateAction',
  PUT: 'schema:ReplaceAction',
  PATCH: 'schema:UpdateAction',
  DELETE: 'schema:DeleteAction',
};

const classRef = (name: string) => `#${name}`;

const returnsOf = (route: ApiRoute): string => {
  if (route.collection) return 'hydra:Collection';
  if (route.answer) return route.resource ? classRef(route.resource) : 'owl:Thing';
  return 'owl:Nothing';
};

const titleOf = (route: ApiRoute, c: ResourceClass): string => {
  if (isCollectionRoute(route)) return `Retrieves the collection of ${c.name} resources.`;
  const base = `${route.method} ${apiPrefix}${route.path}`;
  switch (route.method) {
    case 'GET':
      return hasParams(route) && route.path.endsWith('/:id')
        ? `Retrieves a ${c.name} resource.`
        : `${base}: reads ${c.name}.`;
    case 'POST':
      return hasParams(route) ? `${base}: acts on a ${c.name} resource.` : `Creates a ${c.name} resource.`;
    case 'PATCH':
    case 'PUT':
      return route.path.endsWith('/:id')
        ? `Updates the ${c.name} resource.`
        : `${base}: acts on a ${c.name} resource.`;
    case 'DELETE':
      return `Removes the ${c.name} resource.`;
  }
};

const operationOf = (route: ApiRoute, c: ResourceClass) => {
  const title = titleOf(route, c);
  return {
    '@type': ['hydra:Operation', actionTypes[route.method]],
    'hydra:method': route.method,
    'hydra:title': title,
    'rdfs:label': title,
    ...(route.body ? { expects: classRef(c.name) } : {}),
    returns: returnsOf(route),
    'hydra:description': `${route.method} ${apiPrefix}${route.path}`,
  };
};

const propertyDoc = (c: ResourceClass, p: ResourceProperty) => ({
  '@type': 'hydra:SupportedProperty',
  'hydra:property': {
    '@id': `#${c.name}/${p.name}`,
    '@type': p.link ? 'hydra:Link' : 'rdf:Property',
    'rdfs:label': p.name,
    domain: classRef(c.name),
    ...(p.range ? { range: p.range.startsWith('xmls:') ? p.range : classRef(p.range) } : {}),
    ...(p.link && !p.many ? { 'owl:maxCardinality': 1 } : {}),
  },
  'hydra:title': p.name,
  'hydra:required': p.required,
  'hydra:readable': p.readable,
  'hydra:writeable': p.writeable,
  ...(p.description ? { 'hydra:description': p.description } : {}),
});

/** A collection route or a create route at the collection's own path: the entrypoint's operations. */
const onCollection = (c: ResourceClass, route: ApiRoute) =>
  c.collectionPath !== null && route.path === c.collectionPath && !hasParams(route);

const classDoc = (c: ResourceClass) => ({
  '@id': classRef(c.name),
  '@type': 'hydra:Class',
  'rdfs:label': c.name,
  'hydra:title': c.name,
  'hydra:supportedProperty': c.properties.map((p) => propertyDoc(c, p)),
  'hydra:supportedOperation': c.routes.filter((r) => !onCollection(c, r)).map((r) => operationOf(r, c)),
});

const entrypointClassDoc = () => ({
  '@id': '#Entrypoint',
  '@type': 'hydra:Class',
  'hydra:title': 'The API entrypoint',
  'hydra:supportedProperty': entrypointCollections().map(({ key, resource }) => ({
    '@type': 'hydra:SupportedProperty',
    'hydra:property': {
      '@id': `#Entrypoint/${key}`,
      '@type': 'hydra:Link',
      domain: '#Entrypoint',
      'rdfs:label': `The collection of ${resource.name} resources`,
      'rdfs:range': [
        { '@id': 'hydra:Collection' },
        {
          'owl:equivalentClass': {
            'owl:onProperty': { '@id': 'hydra:member' },
            'owl:allValuesFrom': { '@id': classRef(resource.name) },
          },
        },
      ],
      'hydra:supportedOperation': resource.routes
        .filter((r) => onCollection(resource, r))
        .map((r) => operationOf(r, resource)),
    },
    'hydra:title': `The collection of ${resource.name} resources`,
    'hydra:readable': true,
    'hydra:writeable': false,
  })),
  'hydra:supportedOperation': {
    '@type': 'hydra:Operation',
    'hydra:method': 'GET',
    'rdfs:label': 'The API entrypoint.',
    returns: '#EntryPoint',
  },
});

const violationClassDoc = () => ({
  '@id': '#ConstraintViolation',
  '@type': 'hydra:Class',
  'hydra:title': 'A constraint violation',
  'hydra:supportedProperty': ['propertyPath', 'message', 'code'].map((name) => ({
    '@type': 'hydra:SupportedProperty',
    'hydra:property': {
      '@id': `#ConstraintViolation/${name}`,
      '@type': 'rdf:Property',
      'rdfs:label': name,
      domain: '#ConstraintViolation',
      range: 'xmls:string',
    },
    'hydra:title': name,
    'hydra:required': name !== 'code',
    'hydra:readable': true,
    'hydra:writeable': false,
  })),
});

/** The whole Hydra documentation. */
export const hydraDocumentation = (origin: string) => ({
  '@context': {
    '@vocab': vocabOf(origin),
    hydra: hydraNs,
    rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
    rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
    xmls: 'http://www.w3.org/2001/XMLSchema#',
    owl: 'http://www.w3.org/2002/07/owl#',
    schema: 'https://schema.org/',
    domain: { '@id': 'rdfs:domain', '@type': '@id' },
    range: { '@id': 'rdfs:range', '@type': '@id' },
    subClassOf: { '@id': 'rdfs:subClassOf', '@type': '@id' },
    expects: { '@id': 'hydra:expects', '@type': '@id' },
    returns: { '@id': 'hydra:returns', '@type': '@id' },
  },
  '@id': docsPath,
  '@type': 'hydra:ApiDocumentation',
  'hydra:title': 'Velodesk API',
  'hydra:description': 'Staff back-office of a bike rental business.',
  'hydra:entrypoint': apiPrefix,
  'hydra:supportedClass': [
    ...[...resourceClasses().values()].map(classDoc),
    entrypointClassDoc(),
    violationClassDoc(),
  ],
});

/** The entrypoint: every collection of the API by its IRI. */
export const entrypoint = () => ({
  '@context': contextPath('Entrypoint'),
  '@id': apiPrefix,
  '@type': 'Entrypoint',
  ...Object.fromEntries(entrypointCollections().map(({ key, iri }) => [key, iri])),
});

/** The JSON-LD context of a class (or of the entrypoint), or null for an unknown name. */
export const jsonLdContext = (name: string, origin: string) => {
  const base = { '@vocab': vocabOf(origin), hydra: hydraNs };
  if (name === 'Entrypoint') {
    return {
      '@context': {
        ...base,
        ...Object.fromEntries(
          entrypointCollections().map(({ key }) => [key, { '@id': `Entrypoint/${key}`, '@type': '@id' }]),
        ),
      },
    };
  }
  const c = resourceClasses().get(name);
  if (!c) return null;
  return {
    '@context': {
      ...base,
      ...Object.fromEntries(
        c.properties.map((p) => [
          p.name,
          p.link ? { '@id': `${c.name}/${p.name}`, '@type': '@id' } : `${c.name}/${p.name}`,
        ]),
      ),
    },
  };
};
