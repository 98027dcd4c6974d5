/** A country as the forms hold it: its IRI, and what is needed to name it. */
export interface CountryRef {
  '@id': string;
  name: string;
  codeIso31662: string;
}
