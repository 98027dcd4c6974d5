import { useMemo, useState } from 'react';
import { formatDateTime } from '@/ui/format.ts';
import { useHandScanner } from '../hooks/use-hand-scanner.ts';
import { useAvailableProducts, useReplacedLine } from '../hooks/use-picker-data.ts';
import { type SearchVerdict, searchProduct } from '../product-search.ts';
import { confirmScan } from '../scan-feedback.ts';
import type { ProductPickerModalProps } from './product-picker-modal.tsx';
import type { ReplaceChoice } from './replace-comment-modal.tsx';

/**
 * The picker's state: how the user searches (number or camera), the number typed and searched,
 * the products available for the period grouped by range, the verdict on the product searched
 * (the contract's checks through `searchProduct`), and the choice handed to the rental.
 */
export const useProductPicker = ({
  onClose,
  mode,
  period,
  pricingType,
  rentalId,
  excludedProductIds,
  bikeCount,
  replacing,
  onPicked,
}: ProductPickerModalProps) => {
  const [searchBy, setSearchBy] = useState<'number' | 'camera'>('number');
  const [number, setNumber] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [scanned, setScanned] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const available = useAvailableProducts({
    searchStartDate: period.startDate,
    searchEndDate: period.endDate,
    rentalId: rentalId ?? null,
  });
  const replacedLine = useReplacedLine(mode === 'replace' ? (replacing?.rentalProductId ?? null) : null);
  const replacedDeclination = replacedLine.data?.product.declination ?? null;
  const isLoading = available.isPending || (mode === 'replace' && replacedLine.isPending);

  const { options, modelOf } = useMemo(() => {
    const byRange = new Map<string, string[]>();
    // Each number's model (and size), shown beside it in the list.
    const models = new Map<string, string>();
    for (const group of available.data ?? []) {
      const items = byRange.get(group.range.name) ?? [];
      for (const product of group.availableProducts) {
        if (excludedProductIds.includes(product.id)) continue;
        items.push(product.internalNumber);
        models.set(
          product.internalNumber,
          [group.model, group.size].filter((part) => part.trim()).join(' · '),
        );
      }
      byRange.set(group.range.name, items);
    }
    return {
      options: [...byRange.entries()]
        .filter(([, items]) => items.length > 0)
        .map(([group, items]) => ({ group, items: items.sort((a, b) => a.localeCompare(b)) })),
      modelOf: models,
    };
  }, [available.data, excludedProductIds]);
  const availableCount = options.reduce((count, group) => count + group.items.length, 0);

  const verdict: SearchVerdict | null = useMemo(() => {
    if (searched === null || !available.data || (mode === 'replace' && !replacedDeclination)) return null;
    return searchProduct(searched, {
      groups: available.data,
      excludedProductIds,
      pricingType,
      bikeCount,
      replacedGroup: mode === 'replace' ? replacedDeclination : null,
    });
  }, [searched, available.data, excludedProductIds, pricingType, bikeCount, mode, replacedDeclination]);

  const search = (value: string) => {
    const code = value.trim();
    if (code === '') return;
    setSearched(code);
  };
  const handleScan = (code: string) => {
    confirmScan();
    setScanned(code);
    setNumber(code.trim());
    search(code);
  };
  useHandScanner(handleScan, { enabled: !confirming });

  const found = verdict?.kind === 'found' ? verdict.product : null;
  const shown = verdict?.product ?? null;
  const periodText = { start: formatDateTime(period.startDate), end: formatDateTime(period.endDate) };

  const handleSubmit = () => {
    if (!found) return;
    if (mode === 'replace') {
      setConfirming(true);
      return;
    }
    onPicked({ productId: found.id, internalNumber: found.internalNumber });
    onClose();
  };
  const handleReplaceChoice = (choice: ReplaceChoice) => {
    if (!found || !replacing) return;
    setConfirming(false);
    onPicked({
      productId: found.id,
      internalNumber: found.internalNumber,
      replacedProduct: {
        oldProductId: replacing.productId,
        comment: choice.setUnavailable ? choice.comment : null,
        setUnavailable: choice.setUnavailable,
      },
    });
    onClose();
  };

  return {
    searchBy,
    setSearchBy,
    number,
    setNumber,
    searched,
    scanned,
    confirming,
    cancelConfirming: () => setConfirming(false),
    available,
    replacedLine,
    isLoading,
    options,
    modelOf,
    availableCount,
    verdict,
    search,
    handleScan,
    found,
    shown,
    periodText,
    handleSubmit,
    handleReplaceChoice,
  };
};

export type ProductPickerState = ReturnType<typeof useProductPicker>;
