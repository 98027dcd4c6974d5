import type { UseFormReturn } from 'react-hook-form';
import { emptyLine, type RentalFormValues, type RentalLine } from './rental-form.ts';

type LinesForm = Pick<UseFormReturn<RentalFormValues>, 'getValues' | 'setValue' | 'clearErrors'>;

/** The product lines' edits: add a product or an empty line, change a line's product, remove a line. */
export const useRentalLines = (form: LinesForm) => {
  const setLines = (lines: RentalLine[]) =>
    form.setValue('lines', lines, { shouldDirty: true, shouldTouch: true, shouldValidate: true });

  /** Adds a product (a picked or scanned one fills the empty line first). */
  const addProduct = (productId: number, internalNumber: string | null = null) => {
    const lines = form.getValues('lines');
    if (lines.some((line) => line.productId === productId)) return;
    const emptyIndex = lines.findIndex((line) => line.productId === null);
    if (emptyIndex >= 0)
      setLines(
        lines.map((line, index) => (index === emptyIndex ? { ...line, productId, internalNumber } : line)),
      );
    else setLines([...lines, emptyLine(productId, internalNumber)]);
  };

  const setLineProduct = (index: number, productId: number | null) => {
    const lines = form.getValues('lines');
    setLines(lines.map((line, at) => (at === index ? { ...line, productId, internalNumber: null } : line)));
    form.clearErrors(`lines.${index}.productId`);
  };
  const addLine = () => setLines([...form.getValues('lines'), emptyLine()]);
  const removeLine = (index: number) => {
    const lines = form.getValues('lines').filter((_, at) => at !== index);
    form.clearErrors('lines');
    setLines(lines.length > 0 ? lines : [emptyLine()]);
  };
  return { addProduct, setLineProduct, addLine, removeLine };
};
