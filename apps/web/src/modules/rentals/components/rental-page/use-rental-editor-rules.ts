import type { RentalRead } from '@velodesk/contract/api/rentals';
import { RentalType } from '@velodesk/contract/ids';
import { hasFeature } from '@velodesk/contract/permissions';
import { type RentalAction, rentalActionRules, rentalLineActions } from '@velodesk/contract/rental-actions';
import { useSiteToday } from '@/modules/sites/hooks/use-site-today.ts';
import type { RentalKind } from '@/shared/rentals/rentals-api.ts';
import { useGrants } from '@/shared/session/use-grants.ts';
import { isReadOnlyRental } from '../../form/rental-form.ts';
import { factsOfRental } from '../../list/rental-facts.ts';

/**
 * What the contract or reservation page lets the user do, from the contract's rules
 * (`rentalActionRules`, `rentalLineActions`, packages/contract/src/rental-actions.ts): the page
 * shows an action when the rule the list and the API follow allows it, and computes none itself.
 * `startDate` is the form's: the migrate block follows the start date as it is typed.
 */
export const useRentalEditorRules = ({
  kind,
  rental,
  startDate,
}: {
  kind: RentalKind;
  rental: RentalRead | null;
  startDate: string;
}) => {
  const grants = useGrants();
  const today = useSiteToday();
  const isContract = rental ? rental.rentalType.id === RentalType.contract : kind === 'contract';
  const facts = rental ? { ...factsOfRental(rental), startDate } : null;
  const allows = (action: RentalAction) =>
    facts !== null && grants !== null && rentalActionRules[action](facts, grants, today);
  const contractAccess = grants !== null && hasFeature(grants, 'rental_contract');
  const readOnly = isReadOnlyRental(rental);
  return {
    grants,
    readOnly,
    isContract,
    kind: (isContract ? 'contract' : 'reservation') as RentalKind,
    // A new rental: the feature of its kind; a saved one: the contract's edit rule.
    writable:
      rental === null
        ? grants !== null && hasFeature(grants, isContract ? 'rental_contract' : 'rental_reservation')
        : allows('edit'),
    // A start date not typed yet has not come.
    migrate: startDate !== '' && allows('migrate'),
    // The page cancels contracts only (a reservation is cancelled from the list or its modal).
    cancel: isContract && allows('cancel'),
    refund: allows('refund'),
    close: allows('close'),
    unclose: allows('unclose'),
    // The contract's rule of a line's actions: no replacing on a validated (closed) or cancelled rental.
    replace:
      facts !== null &&
      grants !== null &&
      rentalLineActions(facts, { validated: true }, grants).includes('replace'),
    // A contract without a stay with something left to pay: the payment is always offered.
    takePayment: rental?.unpaid === true && contractAccess,
  };
};

export type RentalEditorRules = ReturnType<typeof useRentalEditorRules>;
