import type { TaxRuleRead } from '@velodesk/contract/api/pricing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error.ts';
import { errorMessageKey } from '@/shared/errors/error-messages.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { useDeleteTaxRate } from '../hooks/use-settings-writes.ts';
import { useTaxRules } from '../hooks/use-tax-rules.ts';
import type { Rate } from './tax-rate-table.tsx';

/**
 * The tax rules panel's state: the rules, the rule and rate modals open, the rate being removed and
 * its removal with its notices (a rate already in force: the server's reason).
 */
export function useTaxRulesPanel() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const rules = useTaxRules();
  const [ruleModal, setRuleModal] = useState<{ rule: TaxRuleRead | null } | null>(null);
  const [rateModal, setRateModal] = useState<{ rule: TaxRuleRead; rate: Rate | null } | null>(null);
  const [removing, setRemoving] = useState<{ rule: TaxRuleRead; rate: Rate } | null>(null);

  const remove = useDeleteTaxRate({
    onSuccess: () => {
      notifySuccess(t('SETTINGS.TAX_RULES.RATE_DELETE_SUCCESS'));
      setRemoving(null);
    },
    onError: (error) => {
      setRemoving(null);
      notifyError(
        isApiError(error) && error.status === 409
          ? t(errorMessageKey(error, 'SETTINGS.FORM.INVALID'))
          : t('SETTINGS.TAX_RULES.RATE_DELETE_ERROR'),
      );
    },
  });

  return {
    t,
    language,
    rules,
    ruleModal,
    setRuleModal,
    rateModal,
    setRateModal,
    removing,
    setRemoving,
    remove,
  };
}
