import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  type DepositAtStart,
  type DepositForm,
  depositForms,
  depositTake,
  depositWaiver,
  documentKinds,
  formNeedsReference,
} from '@velodesk/contract/api/deposits';
import { hasFeature } from '@velodesk/contract/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSite } from '@/modules/sites/hooks/use-current-site.ts';
import { depositKeys, depositQuoteKey } from '@/shared/data/keys/deposits-keys.ts';
import { useGrants } from '@/shared/session/use-grants.ts';
import { formatEuros } from '@/ui/format.ts';
import { fetchDeposit, quoteDeposit } from '../api/deposits-api.ts';

export interface DepositTakeModalProps {
  opened: boolean;
  /** The reservation being migrated (its required amount is read); null for a new contract. */
  rentalId: number | null;
  /** A new contract's products (IRIs): the amount its lines require is asked of the site's rules. */
  products?: readonly string[];
  pending?: boolean;
  onCancel: () => void;
  onSubmit: (deposit: DepositAtStart) => void;
}

/**
 * The deposit a contract takes as its bikes leave (issue 24): its form, amount and reference (a
 * cheque's number, a card imprint's or pre-authorisation's reference) or the kind of identity
 * document held; a manager may waive it with a reason. The contract's call carries it (one step).
 */
export function DepositTakeModal({
  opened,
  rentalId,
  products = [],
  pending,
  onCancel,
  onSubmit,
}: DepositTakeModalProps) {
  const { t, i18n } = useTranslation();
  const grants = useGrants();
  const manager = grants !== null && hasFeature(grants, 'settings_application');
  const required = useQuery({
    queryKey: depositKeys.ofRental(rentalId ?? 0),
    queryFn: ({ signal }) => fetchDeposit(rentalId!, signal),
    enabled: opened && rentalId !== null,
  });
  const siteId = useCurrentSite().site?.id ?? null;
  const quoted = useQuery({
    queryKey: depositQuoteKey(siteId ?? 0, products),
    queryFn: ({ signal }) => quoteDeposit(siteId!, products, signal),
    enabled: opened && rentalId === null && siteId !== null && products.length > 0,
  });
  const amountRequired =
    (rentalId === null ? quoted.data?.amountRequired : required.data?.amountRequired) ?? null;
  const [form, setForm] = useState<DepositForm>('card_imprint');
  const [amount, setAmount] = useState<number | string>('');
  const [reference, setReference] = useState('');
  const [documentKind, setDocumentKind] = useState<string | null>(null);
  const [waive, setWaive] = useState(false);
  const [reason, setReason] = useState('');
  const shownAmount = amount === '' && amountRequired !== null ? amountRequired : amount;

  const candidate: DepositAtStart = waive
    ? { waiver: { reason } }
    : {
        take: {
          form,
          amount: typeof shownAmount === 'number' ? shownAmount : Number.NaN,
          reference: formNeedsReference(form) ? reference : null,
          ...(form === 'identity_document' && documentKind
            ? { documentKind: documentKind as (typeof documentKinds)[number] }
            : {}),
        },
      };
  const valid = waive
    ? depositWaiver.safeParse(candidate.waiver).success
    : depositTake.safeParse(candidate.take).success;

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={<Text fw={700}>{t('DEPOSITS.TAKE_TITLE')}</Text>}
      size="md"
      data-testid="deposit-take-modal"
    >
      <Stack gap="sm">
        <Alert color="blue" variant="light">
          {amountRequired !== null && amountRequired > 0
            ? t('DEPOSITS.TAKE_TEXT', { amount: formatEuros(amountRequired, i18n.language) })
            : t('DEPOSITS.TAKE_TEXT_NO_AMOUNT')}
        </Alert>
        {!waive ? (
          <>
            <Select
              label={t('DEPOSITS.FORM')}
              data={depositForms.map((value) => ({ value, label: t(`DEPOSITS.FORMS.${value}`) }))}
              value={form}
              onChange={(value) => value && setForm(value as DepositForm)}
              allowDeselect={false}
              data-testid="deposit-form"
            />
            <NumberInput
              label={t('DEPOSITS.AMOUNT')}
              value={shownAmount}
              onChange={setAmount}
              min={0}
              decimalScale={2}
              suffix=" €"
              data-testid="deposit-amount"
            />
            {formNeedsReference(form) ? (
              <TextInput
                label={t('DEPOSITS.REFERENCE')}
                value={reference}
                maxLength={100}
                onChange={(event) => setReference(event.currentTarget.value)}
                data-testid="deposit-reference"
              />
            ) : null}
            {form === 'identity_document' ? (
              <Select
                label={t('DEPOSITS.DOCUMENT_KIND')}
                data={documentKinds.map((value) => ({ value, label: t(`DEPOSITS.DOCUMENT_KINDS.${value}`) }))}
                value={documentKind}
                onChange={setDocumentKind}
                data-testid="deposit-document-kind"
              />
            ) : null}
          </>
        ) : (
          <TextInput
            label={t('DEPOSITS.WAIVE_REASON')}
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-testid="deposit-waive-reason"
          />
        )}
        {manager ? (
          <Checkbox
            label={t('DEPOSITS.WAIVE')}
            checked={waive}
            onChange={(event) => setWaive(event.currentTarget.checked)}
            data-testid="deposit-waive"
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            {t('DEPOSITS.CANCEL')}
          </Button>
          <Button
            color="teal"
            disabled={!valid}
            loading={pending}
            onClick={() => onSubmit(candidate)}
            data-testid="deposit-take-submit"
          >
            {t('DEPOSITS.SUBMIT')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
