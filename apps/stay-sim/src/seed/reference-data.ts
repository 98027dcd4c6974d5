import type { CashDesk, PaymentMethod } from '../types.ts';

/**
 * The stay-system sites: their ids are the `huttosoftId`s of the product's demo sites. `number`
 * builds the site's client ids (1001, 1002... for HS-PINS) and `code` its client codes (PINS-0001).
 */
export interface StaySite {
  id: string;
  number: number;
  code: string;
  cashDesks: readonly CashDesk[];
}

export const STAY_SITES: readonly StaySite[] = [
  {
    id: 'HS-PINS',
    number: 1,
    code: 'PINS',
    cashDesks: [
      { id: 11, name: 'Accueil', type: 'cash' },
      { id: 12, name: 'Accueil CB', type: 'card' },
      { id: 13, name: 'Bar', type: 'cash' },
    ],
  },
  {
    id: 'HS-DUNE',
    number: 2,
    code: 'DUNE',
    cashDesks: [
      { id: 21, name: 'Accueil', type: 'cash' },
      { id: 22, name: 'Accueil CB', type: 'card' },
    ],
  },
  {
    id: 'HS-LAGO',
    number: 3,
    code: 'LAGO',
    cashDesks: [
      { id: 31, name: 'Accueil', type: 'cash' },
      { id: 32, name: 'Bar', type: 'cash' },
      { id: 33, name: 'Épicerie', type: 'card' },
    ],
  },
  {
    id: 'HS-MOULIN',
    number: 4,
    code: 'MOULIN',
    cashDesks: [
      { id: 41, name: 'Accueil', type: 'cash' },
      { id: 42, name: 'Accueil CB', type: 'card' },
    ],
  },
];

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { id: 1, name: 'Espèces', code: 'CASH', account: '5310000' },
  { id: 2, name: 'Carte bancaire', code: 'CB', account: '5112000' },
  { id: 3, name: 'Chèque', code: 'CHQ', account: '5112100' },
  { id: 4, name: 'Chèques vacances', code: 'ANCV', account: '5112200' },
  { id: 5, name: 'Virement', code: 'VIR', account: '5120000' },
];

export function findSite(siteId: string): StaySite | undefined {
  return STAY_SITES.find((site) => site.id === siteId);
}

/** The cash desk with its site, whatever the site. */
export function findCashDesk(cashDeskId: number): { site: StaySite; cashDesk: CashDesk } | undefined {
  for (const site of STAY_SITES) {
    const cashDesk = site.cashDesks.find((desk) => desk.id === cashDeskId);
    if (cashDesk) return { site, cashDesk };
  }
  return undefined;
}

export function findPaymentMethod(paymentMethodId: number): PaymentMethod | undefined {
  return PAYMENT_METHODS.find((method) => method.id === paymentMethodId);
}
