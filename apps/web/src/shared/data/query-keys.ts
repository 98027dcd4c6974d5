/**
 * The one query-key scheme of the web app (docs/decisions/web-data-layer.md). Every cached answer
 * is keyed under the API resource it was read from, so a write to a resource refreshes every
 * screen that shows it by invalidating `keys.all`:
 *
 *   [resource]                         all         (what a write invalidates)
 *   [resource, 'list']                 lists()     (every list of the resource, grids included)
 *   [resource, 'list', params]         list(p)     (one list: p are the query parameters)
 *   [resource, 'detail']               details()
 *   [resource, 'detail', id]           detail(id)  (one record)
 *
 * `resource` is the API path (`/api/<resource>`). Each module declares the factories of the
 * resources it owns in its `api/query-keys.ts`; other modules import them from there, never
 * write a literal key.
 */
export interface ResourceKeys<R extends string> {
  readonly resource: R;
  readonly all: readonly [R];
  lists(): readonly [R, 'list'];
  list<P>(params: P): readonly [R, 'list', P];
  details(): readonly [R, 'detail'];
  detail(id: number | string): readonly [R, 'detail', number | string];
}

export const resourceKeys = <const R extends string>(resource: R): ResourceKeys<R> => ({
  resource,
  all: [resource],
  lists: () => [resource, 'list'],
  list: (params) => [resource, 'list', params],
  details: () => [resource, 'detail'],
  detail: (id) => [resource, 'detail', id],
});

/** The variables of a save that creates (`id: null`) or changes (`id`) one record. */
export type SaveOf<Create, Update> = { id: null; body: Create } | { id: number; body: Update };
