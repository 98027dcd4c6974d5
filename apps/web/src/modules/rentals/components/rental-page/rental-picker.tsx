import { ProductPickerModal } from '@/modules/rental-products/components/product-picker-modal.tsx';
import type { RentalEditorState } from './use-rental-editor.ts';

/** The product picker, open to add a product or to replace a validated line's. */
export function RentalPicker({ editor }: { editor: RentalEditorState }) {
  const { picker, state, rental } = editor;
  if (!picker || !state.period) return null;
  return (
    <ProductPickerModal
      opened
      onClose={editor.closePicker}
      mode={picker.mode}
      period={{ startDate: state.period.startDate, endDate: state.period.endDate }}
      pricingType={state.values.pricingType ? Number(state.values.pricingType) : null}
      rentalId={rental?.id ?? null}
      excludedProductIds={state.chosenIds}
      bikeCount={state.bikeCount}
      replacing={
        picker.mode === 'replace' &&
        picker.view.line.rentalProductId !== null &&
        picker.view.line.productId !== null
          ? { rentalProductId: picker.view.line.rentalProductId, productId: picker.view.line.productId }
          : null
      }
      onPicked={editor.picked}
    />
  );
}
