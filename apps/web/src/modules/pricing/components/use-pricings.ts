import type { PricingRead } from '@velodesk/contract/api/pricing';
import { idFromIri } from '@velodesk/contract/hydra';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyOptions } from '@/modules/settings/hooks/use-reference-options.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { useDeclinationOptions } from '../hooks/use-pricing-options.ts';
import { useDeletePricing } from '../hooks/use-pricing-writes.ts';
import { declinationLabel } from '../pricing-labels.ts';
import { pricingColumns } from './pricing-columns.tsx';
import type { PricingOwner } from './pricing-modal.tsx';

interface PricingFilters {
  company: string | null;
  declination: string | null;
}

export const noFilters: PricingFilters = { company: null, declination: null };

/**
 * The pricings screen's state: the filters being chosen (`draft`) and those applied, the grid's
 * columns and fixed query, the pricing open in the modal and the one being deleted.
 */
export const usePricings = () => {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const companies = useCompanyOptions();
  const declinations = useDeclinationOptions();
  const [draft, setDraft] = useState<PricingFilters>(noFilters);
  const [applied, setApplied] = useState<PricingFilters>(noFilters);
  const [modal, setModal] = useState<{ owner: PricingOwner; pricing: PricingRead | null } | null>(null);
  const [deleting, setDeleting] = useState<PricingRead | null>(null);

  const fixedQuery = useMemo(() => {
    const query: Record<string, number> = {};
    if (applied.company) query['company.id'] = idFromIri(applied.company);
    if (applied.declination) query['declination.id'] = idFromIri(applied.declination);
    return query;
  }, [applied]);

  const labelOf = (options: { value: string; label: string }[], value: string | null) =>
    options.find((option) => option.value === value)?.label ?? '';

  /** Adding needs a company and a declination chosen in the filters: the new pricing's owner. */
  const openAdd = () => {
    if (!draft.company || !draft.declination) return;
    setModal({
      pricing: null,
      owner: {
        company: { '@id': draft.company, label: labelOf(companies.options, draft.company) },
        declination: { '@id': draft.declination, label: labelOf(declinations, draft.declination) },
      },
    });
  };

  const remove = useDeletePricing({
    onSuccess: () => {
      notifySuccess(t('PRICINGS.DELETE_SUCCESS'));
      setDeleting(null);
    },
    onError: () => notifyError(t('PRICINGS.DELETE_ERROR')),
  });

  const columns = useMemo(
    () =>
      pricingColumns({
        t,
        language,
        applied,
        onEdit: (row) =>
          setModal({
            pricing: row,
            owner: {
              company: { '@id': row.company['@id'], label: row.company.corporateName },
              declination: {
                '@id': row.declination['@id'],
                label: declinationLabel(row.declination),
              },
            },
          }),
        onDelete: setDeleting,
      }),
    [t, language, applied],
  );

  const hasFilters = draft.company !== null || draft.declination !== null || applied !== noFilters;

  return {
    companies,
    declinations,
    draft,
    setDraft,
    setApplied,
    hasFilters,
    fixedQuery,
    columns,
    openAdd,
    modal,
    closeModal: () => setModal(null),
    deleting,
    setDeleting,
    remove,
  };
};

export type PricingsState = ReturnType<typeof usePricings>;
