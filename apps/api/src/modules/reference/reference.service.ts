import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { dbOf } from '../../platform/transactions.ts';
import { accessReference } from './reference.access.ts';
import {
  readCivilityPage,
  readCountryPage,
  readCurrencyPage,
  readLanguagePage,
} from './reference-lists.read.ts';

/** Reference lists: languages, countries (priority countries first), civilities, currencies. */

export {
  civilityCollection,
  countryCollection,
  currencyCollection,
  languageCollection,
} from './reference-lists.read.ts';

/** Public (the sign-in page lists them): no actor. */
export const findLanguages = async (ctx: AppContext, query: Record<string, unknown>) =>
  readLanguagePage(dbOf(ctx), query);

export const findCountries = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessReference(actor);
  return readCountryPage(dbOf(ctx), query);
};

export const findCivilities = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessReference(actor);
  return readCivilityPage(dbOf(ctx), query);
};

export const findCurrencies = async (ctx: AppContext, actor: Actor, query: Record<string, unknown>) => {
  accessReference(actor);
  return readCurrencyPage(dbOf(ctx), query);
};
