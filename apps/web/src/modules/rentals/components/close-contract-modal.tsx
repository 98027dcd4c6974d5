import { Alert, Button, Center, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  DepositCloseSection,
  isDepositChoiceValid,
} from '@/modules/deposits/components/deposit-close-section.tsx';
import { PaymentModal } from '@/modules/payments/components/payment-modal.tsx';
import { errorMessageKey, translate } from '@/shared/errors/error-messages.ts';
import { FormAlert } from '@/ui/form/form-alert.tsx';
import { CloseContractProductRow } from './close-contract-product-row.tsx';
import { type ContractClosingOptions, useContractClosing } from './use-contract-closing.ts';

export type CloseContractModalProps = ContractClosingOptions;

/**
 * Closing a contract: for each product,
 * status 2 (available, the default) or 4 (unavailable, with an optional comment for its history);
 * the statuses, their history entries and the closed state are written by one atomic call. A
 * contract without a stay that is not fully paid (`unpaid`) is never closed so (the API refuses,
 * CONTRACT_NOT_FULLY_PAID): the modal says so and takes the remaining amount first, with the
 * payment modal, then closes.
 */
export function CloseContractModal(props: CloseContractModalProps) {
  const { rentalId, opened } = props;
  const { t } = useTranslation();
  const closing = useContractClosing(props);
  const { rental, unpaid, heldDeposit, depositChoice, isClosing, dismiss, submit } = closing;

  return (
    <>
      <Modal
        opened={opened && !closing.paying}
        onClose={dismiss}
        title={<Text fw={700}>{t('RENTAL_EDIT.CLOSE.TITLE', { id: rentalId ?? '' })}</Text>}
        size="lg"
        closeOnClickOutside={!isClosing}
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
                {closing.products.map((line) => (
                  <CloseContractProductRow
                    key={line.id}
                    line={line}
                    choice={closing.choiceOf(line.product.id)}
                    onChange={(next) => closing.setChoice(line.product.id, next)}
                  />
                ))}
              </Table.Tbody>
            </Table>
            {unpaid ? (
              <Alert color="orange" variant="light" data-testid="close-contract-unpaid">
                {t('RENTAL_EDIT.CLOSE.UNPAID')}
              </Alert>
            ) : null}
            {heldDeposit ? (
              <DepositCloseSection
                deposit={heldDeposit}
                value={depositChoice}
                onChange={closing.setDepositChoice}
              />
            ) : null}
            <FormAlert message={closing.failure} testId="close-contract-error" />
            <Group justify="flex-end">
              <Button variant="default" onClick={dismiss} disabled={isClosing}>
                {t('RENTAL_EDIT.ACTIONS.CANCEL')}
              </Button>
              <Button
                color="teal"
                onClick={() => (unpaid ? closing.setPaying(true) : void submit())}
                loading={isClosing}
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
        opened={opened && closing.paying}
        onClose={() => closing.setPaying(false)}
        onPaid={() => {
          closing.setPaying(false);
          void submit();
        }}
      />
    </>
  );
}
