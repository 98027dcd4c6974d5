import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Radio,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { ProductStatus, RentalState } from '@velodesk/contract/ids';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DepositChoice,
  DepositCloseSection,
  depositSettleOf,
  isDepositChoiceValid,
  noDepositChoice,
} from '@/modules/deposits/components/deposit-close-section.tsx';
import { PaymentModal } from '@/modules/payments/components/payment-modal.tsx';
import { errorMessageKey, translate } from '@/shared/errors/error-messages.ts';
import { useRental } from '@/shared/rentals/use-rental.ts';
import { useCloseContract } from '@/shared/rentals/use-rental-writes.ts';
import { FormAlert } from '@/ui/form/form-alert.tsx';
import { notifySuccess } from '@/ui/notify.tsx';

export interface CloseContractModalProps {
  rentalId: number | null;
  opened: boolean;
  onClose: () => void;
  onClosed?: () => void;
}

type Choice = { status: number; comment: string };

/**
 * Closing a contract: for each product,
 * status 2 (available, the default) or 4 (unavailable, with an optional comment for its history);
 * the statuses, their history entries and the closed state are written by one atomic call. A
 * contract without a stay that is not fully paid (`unpaid`) is never closed so (the API refuses,
 * CONTRACT_NOT_FULLY_PAID): the modal says so and takes the remaining amount first, with the
 * payment modal, then closes.
 */
export function CloseContractModal({ rentalId, opened, onClose, onClosed }: CloseContractModalProps) {
  const { t } = useTranslation();
  const rental = useRental(opened ? rentalId : null);
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [depositChoice, setDepositChoice] = useState<DepositChoice>(noDepositChoice);
  const close = useCloseContract();
  const [paying, setPaying] = useState(false);
  const products = rental.data?.products ?? [];
  const unpaid = rental.data?.unpaid ?? false;
  const choiceOf = (productId: number): Choice =>
    choices[productId] ?? { status: ProductStatus.available, comment: '' };
  const setChoice = (productId: number, next: Partial<Choice>) =>
    setChoices((current) => ({ ...current, [productId]: { ...choiceOf(productId), ...next } }));

  const heldDeposit = rental.data?.deposit?.state === 'held' ? rental.data.deposit : null;
  const dismiss = () => {
    setChoices({});
    setDepositChoice(noDepositChoice);
    setFailure(null);
    onClose();
  };
  const submit = async () => {
    if (rentalId === null) return;
    setFailure(null);
    try {
      await close.mutateAsync({
        id: rentalId,
        body: {
          state: `/api/rental_states/${RentalState.validated}`,
          products: products.map((line) => {
            const choice = choiceOf(line.product.id);
            return {
              product: line.product['@id'],
              status: `/api/product_statuses/${choice.status}`,
              comment:
                choice.status === ProductStatus.unavailable && choice.comment.trim() !== ''
                  ? choice.comment.trim()
                  : null,
            };
          }),
          ...(heldDeposit ? { deposit: depositSettleOf(depositChoice) } : {}),
        },
      });
      notifySuccess(t('RENTAL_EDIT.NOTIFY.CLOSED', { id: rentalId }));
      setChoices({});
      setDepositChoice(noDepositChoice);
      onClosed?.();
      onClose();
    } catch (error) {
      setFailure(translate(t, errorMessageKey(error)));
    }
  };

  return (
    <>
      <Modal
        opened={opened && !paying}
        onClose={dismiss}
        title={<Text fw={700}>{t('RENTAL_EDIT.CLOSE.TITLE', { id: rentalId ?? '' })}</Text>}
        size="lg"
        closeOnClickOutside={!close.isPending}
        data-testid="close-contract-modal"
      >
        {!rental.data ? (
          <Center mih={120}>
            {rental.isError ? <Text c="red">{translate(t, errorMessageKey(rental.error))}</Text> : <Loader />}
          </Center>
        ) : (
          <Stack gap="sm">
            <Text size="sm">{t('RENTAL_EDIT.CLOSE.TEXT')}</Text>
            <Table fz="sm" verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('RENTAL_EDIT.CLOSE.PRODUCT')}</Table.Th>
                  <Table.Th>{t('RENTAL_EDIT.CLOSE.STATUS')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {products.map((line) => {
                  const choice = choiceOf(line.product.id);
                  return (
                    <Table.Tr key={line.id} data-testid="close-product" data-product-id={line.product.id}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {line.product.internalNumber}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {line.product.declination.range.name} — {line.product.declination.model}{' '}
                          {line.product.declination.size}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Stack gap={6}>
                          <Radio.Group
                            value={String(choice.status)}
                            onChange={(value) => setChoice(line.product.id, { status: Number(value) })}
                            aria-label={t('RENTAL_EDIT.CLOSE.STATUS')}
                          >
                            <Group gap="md">
                              <Radio
                                value={String(ProductStatus.available)}
                                label={t('RENTAL_EDIT.CLOSE.AVAILABLE')}
                                data-testid="close-status-available"
                              />
                              <Radio
                                value={String(ProductStatus.unavailable)}
                                label={t('RENTAL_EDIT.CLOSE.UNAVAILABLE')}
                                data-testid="close-status-unavailable"
                              />
                            </Group>
                          </Radio.Group>
                          {choice.status === ProductStatus.unavailable ? (
                            <TextInput
                              size="xs"
                              placeholder={t('RENTAL_EDIT.CLOSE.COMMENT')}
                              aria-label={t('RENTAL_EDIT.CLOSE.COMMENT')}
                              value={choice.comment}
                              maxLength={2000}
                              onChange={(event) =>
                                setChoice(line.product.id, { comment: event.currentTarget.value })
                              }
                              data-testid="close-comment"
                            />
                          ) : null}
                        </Stack>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
            {unpaid ? (
              <Alert color="orange" variant="light" data-testid="close-contract-unpaid">
                {t('RENTAL_EDIT.CLOSE.UNPAID')}
              </Alert>
            ) : null}
            {heldDeposit ? (
              <DepositCloseSection deposit={heldDeposit} value={depositChoice} onChange={setDepositChoice} />
            ) : null}
            <FormAlert message={failure} testId="close-contract-error" />
            <Group justify="flex-end">
              <Button variant="default" onClick={dismiss} disabled={close.isPending}>
                {t('RENTAL_EDIT.ACTIONS.CANCEL')}
              </Button>
              <Button
                color="teal"
                onClick={() => (unpaid ? setPaying(true) : void submit())}
                loading={close.isPending}
                disabled={heldDeposit !== null && !isDepositChoiceValid(depositChoice, heldDeposit)}
                data-testid="close-contract-submit"
              >
                {t(unpaid ? 'RENTAL_EDIT.CLOSE.PAY_AND_SUBMIT' : 'RENTAL_EDIT.CLOSE.SUBMIT')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <PaymentModal
        rentalId={rentalId}
        opened={opened && paying}
        onClose={() => setPaying(false)}
        onPaid={() => {
          setPaying(false);
          void submit();
        }}
      />
    </>
  );
}
