import type { DepositRuleRead } from '@velodesk/contract/api/deposits';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDeleteDepositRule } from '@/modules/deposits/hooks/use-deposit-writes.ts';
import { useAllSites } from '@/modules/sites/hooks/use-all-sites.ts';
import { useCurrentSite } from '@/modules/sites/hooks/use-current-site.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { depositRuleColumns } from './deposit-rule-columns.tsx';

/**
 * The deposit rules screen's state: the site shown (the URL's `?site=` or the current site), the
 * add/edit modal and the rule being deleted, the delete with its notices, and the grid's columns.
 */
export function useDepositRules() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const current = useCurrentSite();
  const sites = useAllSites();
  const [params, setParams] = useSearchParams();
  const siteParam = params.get('site');
  const siteId = siteParam && /^\d+$/.test(siteParam) ? Number(siteParam) : (current.site?.id ?? null);
  const siteOptions = useMemo(
    () => (sites.data ?? []).map((site) => ({ value: String(site.id), label: site.name })),
    [sites.data],
  );
  const chooseSite = (value: string | null) =>
    value &&
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('site', value);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const [modal, setModal] = useState<{ rule: DepositRuleRead | null } | null>(null);
  const [removing, setRemoving] = useState<DepositRuleRead | null>(null);
  const remove = useDeleteDepositRule({
    onSuccess: () => {
      setRemoving(null);
      notifySuccess(t('DEPOSITS.RULES.DELETE_SUCCESS'));
    },
    onError: () => notifyError(t('DEPOSITS.RULES.DELETE_ERROR')),
  });

  const columns = useMemo(
    () =>
      depositRuleColumns({
        t,
        language,
        openEdit: (rule) => setModal({ rule }),
        openRemove: setRemoving,
      }),
    [t, language],
  );

  return {
    language,
    siteId,
    siteOptions,
    chooseSite,
    modal,
    setModal,
    removing,
    setRemoving,
    remove,
    columns,
  };
}
