import { bikeLimit } from '@velodesk/contract/api/rentals';
import { useTranslation } from 'react-i18next';
import { useHandScanner } from '@/modules/rental-products/hooks/use-hand-scanner.ts';
import { type SearchProblem, searchProduct } from '@/modules/rental-products/product-search.ts';
import { confirmScan } from '@/modules/rental-products/scan-feedback.ts';
import { notifyWarning } from '@/ui/notify.tsx';
import type { RentalFormState } from '../../form/use-rental-form.ts';

/** The picker's texts of a refused scan. */
const scanProblemKeys = {
  notAvailable: 'RENTAL_PRODUCTS.NOT_AVAILABLE',
  alreadyChosen: 'RENTAL_PRODUCTS.ALREADY_CHOSEN',
  noPrice: 'RENTAL_PRODUCTS.NO_PRICE',
  notCompatible: 'RENTAL_PRODUCTS.NOT_COMPATIBLE',
  bikeLimit: 'RENTAL_PRODUCTS.BIKE_LIMIT',
} as const satisfies Record<SearchProblem, string>;

/**
 * A hand scanner types the code and Enter: the product joins the rental without a click, with
 * the picker's checks (available, not chosen, priced, bike limit). `enabled` while the page can
 * add a product and no dialog is open.
 */
export const useRentalScanner = (state: RentalFormState, enabled: boolean) => {
  const { t } = useTranslation();
  const { values } = state;
  useHandScanner(
    (code) => {
      const verdict = searchProduct(code, {
        groups: state.groups ?? [],
        excludedProductIds: state.chosenIds,
        pricingType: values.pricingType ? Number(values.pricingType) : null,
        bikeCount: state.bikeCount,
      });
      if (verdict.kind === 'refused') {
        notifyWarning(
          t(scanProblemKeys[verdict.problem], {
            internalNumber: verdict.product?.internalNumber ?? code.trim(),
            limit: bikeLimit,
            start: state.period?.startDate.replace('T', ' ').slice(0, 16) ?? '',
            end: state.period?.endDate.replace('T', ' ').slice(0, 16) ?? '',
            replaced: '',
          }),
        );
        return;
      }
      confirmScan();
      state.addProduct(verdict.product.id, verdict.product.internalNumber);
    },
    { enabled },
  );
};
