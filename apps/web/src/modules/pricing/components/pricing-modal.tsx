import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { PricingRead } from '@velodesk/contract/api/pricing';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/ui/form/form-alert.tsx';
import { bindField } from '@/ui/form/use-velodesk-form.ts';
import { usePricingModal } from './use-pricing-modal.ts';

/** The company and declination a pricing belongs to, as the filters chose them. */
export interface PricingOwner {
  company: { '@id': string; label: string };
  declination: { '@id': string; label: string };
}

export type { PricingFormValues } from './use-pricing-modal.ts';

/**
 * Add or edit a pricing (back-office spec "Pricing"): company and declination are fixed (shown
 * disabled), every other field is required; a half-day pricing lasts 1. A second pricing with
 * the same declination, company, types, tax rule and duration is refused: the modal says so while
 * the user chooses (from the owner's pricings), once, on the four colliding fields; a clash the
 * server finds on save (409: one added meanwhile) shows the same way.
 */
export function PricingModal({
  owner,
  pricing,
  onClose,
}: {
  owner: PricingOwner;
  pricing: PricingRead | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const {
    form,
    isEdit,
    failure,
    pricingTypes,
    durationTypes,
    taxRules,
    isDuplicate,
    save,
    isBlocked,
    durationType,
    handleDurationType,
    errorOf,
    durationError,
  } = usePricingModal(owner, pricing, onClose);

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t(isEdit ? 'PRICINGS.EDIT_TITLE' : 'PRICINGS.ADD_TITLE')}
      closeOnClickOutside={!save.isPending}
      data-testid="pricing-modal"
    >
      <form onSubmit={form.handleSubmit((body) => !isBlocked && save.mutate(body))} noValidate>
        <Stack gap="sm">
          <FormAlert message={failure} testId="pricing-failure" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label={t('PRICINGS.COMPANY')}
              withAsterisk
              value={owner.company.label}
              disabled
              readOnly
              data-testid="pricing-company"
            />
            <TextInput
              label={t('PRICINGS.DECLINATION')}
              withAsterisk
              value={owner.declination.label}
              disabled
              readOnly
              data-testid="pricing-declination"
            />
            <Select
              label={t('PRICINGS.PRICING_TYPE')}
              withAsterisk
              data={pricingTypes}
              {...bindField(form, 'pricingType')}
              error={errorOf('pricingType')}
              data-testid="pricing-type"
            />
            <Select
              label={t('PRICINGS.DURATION_TYPE')}
              withAsterisk
              data={durationTypes}
              {...durationType}
              onChange={handleDurationType}
              error={errorOf('durationType')}
              data-testid="pricing-duration-type"
            />
            <NumberInput
              label={t('PRICINGS.DURATION')}
              withAsterisk
              {...bindField(form, 'duration')}
              min={1}
              max={366}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              error={durationError}
              data-testid="pricing-duration"
            />
            <NumberInput
              label={t('PRICINGS.PRICE')}
              withAsterisk
              {...bindField(form, 'price')}
              min={0}
              decimalScale={2}
              allowNegative={false}
              rightSection="€"
              error={errorOf('price')}
              data-testid="pricing-price"
            />
            <Select
              label={t('PRICINGS.TAX_RULE')}
              withAsterisk
              data={taxRules}
              {...bindField(form, 'taxRule')}
              error={errorOf('taxRule')}
              data-testid="pricing-tax-rule"
            />
          </SimpleGrid>
          <FormAlert
            message={isDuplicate ? t('PRICINGS.ERRORS.SAME_PRICING') : null}
            testId="pricing-duplicate"
          />
        </Stack>
        <Group justify="flex-end" mt="xl" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending} data-testid="pricing-cancel">
            {t('CANCEL')}
          </Button>
          <Button type="submit" disabled={isBlocked} loading={save.isPending} data-testid="pricing-submit">
            {t('SETTINGS.FORM.SAVE')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
