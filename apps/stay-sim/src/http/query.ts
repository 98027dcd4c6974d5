/** Query strings as Fastify parses them: a repeated parameter gives an array, we read its first value. */
export type RawQuery = Record<string, string | string[] | undefined>;

/** The trimmed value of a query parameter, or undefined when it is absent or blank. */
export function queryValue(query: RawQuery, name: string): string | undefined {
  const raw = query[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** A positive integer from a path or query parameter, or undefined when it is not one. */
export function parsePositiveInteger(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}
