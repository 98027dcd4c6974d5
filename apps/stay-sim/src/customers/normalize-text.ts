/** Case- and accent-insensitive form of a text, for searches: "Müller" and "MULLER" both give "muller". */
export function normalizeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replaceAll('ß', 'ss')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
