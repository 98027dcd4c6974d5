import { CustomerType } from '@velodesk/contract/ids';

/** The paths of the customers screens (back-office spec route table). */
export type CustomerKind = 'individual' | 'company';

export const customerKindOf = (customer: { type: { id: number } }): CustomerKind =>
  customer.type.id === CustomerType.company ? 'company' : 'individual';

export const customerPaths = {
  list: (kind: CustomerKind) => (kind === 'company' ? '/company-customers' : '/individual-customers'),
  details: (kind: CustomerKind, id: number) =>
    kind === 'company' ? `/company-details/${id}` : `/customers-details/${id}`,
  rentals: (kind: CustomerKind, id: number) =>
    kind === 'company' ? `/company-rentals/${id}` : `/customers-rentals/${id}`,
};

/** The navigation state that opens a details screen in edit mode (spec §4). */
export interface CustomerNavigationState {
  edit?: boolean;
}
