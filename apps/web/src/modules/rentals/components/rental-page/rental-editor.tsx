import { Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconCash,
  IconCashBanknoteOff,
  IconCircleCheck,
  IconLockOpen,
  IconPlus,
  IconX,
} from '@tabler/icons-react';
import { type DepositAtStart, DepositErrorCode } from '@velodesk/contract/api/deposits';
import { bikeLimit, type RentalRead } from '@velodesk/contract/api/rentals';
import { RentalState, RentalType } from '@velodesk/contract/ids';
import { fromCents } from '@velodesk/contract/pricing';
import { rentalLineActions } from '@velodesk/contract/rental-actions';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate } from 'react-router';
import { DepositTakeModal } from '@/modules/deposits/components/deposit-take-modal.tsx';
import { PaymentModal } from '@/modules/payments/components/payment-modal.tsx';
import { RefundConfirmModal } from '@/modules/payments/components/refund-confirm-modal.tsx';
import { ProductPickerModal } from '@/modules/rental-products/components/product-picker-modal.tsx';
import { useHandScanner } from '@/modules/rental-products/hooks/use-hand-scanner.ts';
import { type SearchProblem, searchProduct } from '@/modules/rental-products/product-search.ts';
import { confirmScan } from '@/modules/rental-products/scan-feedback.ts';
import { useSiteToday } from '@/modules/sites/hooks/use-site-today.ts';
import { isApiError } from '@/shared/api/api-error.ts';
import { errorMessageKey, translate } from '@/shared/errors/error-messages.ts';
import type { RentalKind } from '@/shared/rentals/rentals-api.ts';
import { useRentalAccess } from '@/shared/rentals/use-rental.ts';
import {
  useCancelRental,
  useReplaceRentalProduct,
  useSaveRental,
  useUncloseContract,
} from '@/shared/rentals/use-rental-writes.ts';
import { useGrants } from '@/shared/session/use-grants.ts';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { FormAlert } from '@/ui/form/form-alert.tsx';
import { SaveButton } from '@/ui/form/save-button.tsx';
import { notifyError, notifySuccess, notifyWarning } from '@/ui/notify.tsx';
import { isReadOnlyRental, rentalValues } from '../../form/rental-form.ts';
import { type LineView, useRentalForm } from '../../form/use-rental-form.ts';
import { useMigrateFlow } from '../../hooks/use-migrate-flow.tsx';
import { RentalStateBadge } from '../../list/components/rental-state-badge.tsx';
import { factsOfRental } from '../../list/rental-facts.ts';
import { contractPath, rentalListPath } from '../../rental-paths.ts';
import { leaveOnStayFailure } from '../../stay-failure.ts';
import { CloseContractModal } from '../close-contract-modal.tsx';
import { CommentsBlock } from '../comments-block.tsx';
import { type ContractEdition, ContractEditionConfirmModal } from '../contract-edition-confirm-modal.tsx';
import { CustomerBlock } from '../customer-block.tsx';
import { PeriodFields } from '../period-fields.tsx';
import { PricingSummary } from '../pricing-summary.tsx';
import { ProductLines } from '../product-lines.tsx';

/** The picker's texts of a refused scan. */
const scanProblemKeys = {
  notAvailable: 'RENTAL_PRODUCTS.NOT_AVAILABLE',
  alreadyChosen: 'RENTAL_PRODUCTS.ALREADY_CHOSEN',
  noPrice: 'RENTAL_PRODUCTS.NO_PRICE',
  notCompatible: 'RENTAL_PRODUCTS.NOT_COMPATIBLE',
  bikeLimit: 'RENTAL_PRODUCTS.BIKE_LIMIT',
} as const satisfies Record<SearchProblem, string>;

type Dialog = 'cancel' | 'close' | 'refund' | 'unclose' | null;

const periodText = (
  startDate: string,
  startPeriod: string | number,
  endDate: string,
  endPeriod: string | number,
) =>
  `${startDate} ${String(startPeriod).padStart(2, '0')}h → ${endDate} ${String(endPeriod).padStart(2, '0')}h`;

/**
 * The contract / reservation page's body: customer, comments, products (period, pricing type,
 * discount, lines added with the product picker or a hand scanner), pricing summary and the
 * actions the rental's type, state and the user's accesses allow.
 */
export function RentalEditor({
  kind,
  rental,
  migrate,
}: {
  kind: RentalKind;
  rental: RentalRead | null;
  migrate: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const grants = useGrants();
  const access = useRentalAccess();
  const today = useSiteToday();
  const readOnly = isReadOnlyRental(rental);
  const state = useRentalForm({ rental, readOnly });
  const { form, values } = state;
  const isContract = rental ? rental.rentalType.id === RentalType.contract : kind === 'contract';
  const effectiveKind: RentalKind = isContract ? 'contract' : 'reservation';
  const writable = !readOnly && (isContract ? access.contract : access.reservation);
  const inProgress = isContract && rental?.state.id === RentalState.inProgress;
  const startReached = values.startDate !== '' && values.startDate <= today;
  const showMigrate = rental !== null && !isContract && !readOnly && startReached && access.contract;
  // The contract's rule of a line's actions: no replacing on a validated (closed) or cancelled rental.
  const canReplace =
    rental !== null &&
    grants !== null &&
    rentalLineActions(factsOfRental(rental), { validated: true }, grants).includes('replace');

  // Leaving with unsaved changes asks first (React Router's blocker); `leave` goes on after an
  // action that saved (or failed without saving anything), past the question.
  const isDirty = form.formState.isDirty;
  const isLeaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      !isLeaving.current &&
      `${currentLocation.pathname}${currentLocation.search}` !==
        `${nextLocation.pathname}${nextLocation.search}`,
  );
  const leave = (to: string, options: { replace?: boolean } = {}) => {
    isLeaving.current = true;
    void navigate(to, options);
  };
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const canAdd = writable && state.period !== null && !state.periodInvalid;
  const [picker, setPicker] = useState<{ mode: 'add' } | { mode: 'replace'; view: LineView } | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [paying, setPaying] = useState<number | null>(null);
  /** A new contract whose deposit is required: its body, sent again with the deposit (issue 24). */
  const [depositFor, setDepositFor] = useState<ReturnType<typeof state.body> | null>(null);
  const [edition, setEdition] = useState<{
    summary: ContractEdition;
    body: ReturnType<typeof state.body>;
  } | null>(null);
  const save = useSaveRental();
  const cancel = useCancelRental();
  const unclose = useUncloseContract();
  const replace = useReplaceRentalProduct();
  const migrateFlow = useMigrateFlow(
    (contract) => leave(contractPath(contract.id), { replace: true }),
    (to) => leave(to),
  );

  // A hand scanner types the code and Enter: the product joins the rental without a click, with
  // the picker's checks (available, not chosen, priced, bike limit).
  useHandScanner(
    (code) => {
      const verdict = searchProduct(code, {
        groups: state.groups ?? [],
        excludedProductIds: state.chosenIds,
        pricingType: values.pricingType ? Number(values.pricingType) : null,
        bikeCount: state.bikeCount,
      });
      if (verdict.kind === 'refused') {
        notifyWarning(
          t(scanProblemKeys[verdict.problem], {
            internalNumber: verdict.product?.internalNumber ?? code.trim(),
            limit: bikeLimit,
            start: state.period?.startDate.replace('T', ' ').slice(0, 16) ?? '',
            end: state.period?.endDate.replace('T', ' ').slice(0, 16) ?? '',
            replaced: '',
          }),
        );
        return;
      }
      confirmScan();
      state.addProduct(verdict.product.id, verdict.product.internalNumber);
    },
    { enabled: canAdd && picker === null && dialog === null && edition === null && paying === null },
  );

  const saved = async (body: ReturnType<typeof state.body>) => {
    const result =
      rental === null
        ? await save.mutateAsync({ kind: effectiveKind, id: null, body })
        : await save.mutateAsync({ kind: effectiveKind, id: rental.id, body });
    return result;
  };

  const submit = form.handleSubmit(async (body) => {
    if (rental !== null && isContract) {
      setEdition({
        body,
        summary: {
          contractId: rental.id,
          period: {
            before: periodText(
              rental.startDate.slice(0, 10),
              rental.startPeriod,
              rental.endDate.slice(0, 10),
              rental.endPeriod,
            ),
            after: periodText(values.startDate, values.startPeriod, values.endDate, values.endPeriod),
          },
          products: { before: rental.products.length, after: state.chosenIds.length },
          allTaxesIncluded: {
            before: rental.allTaxesIncludedAmount,
            after: state.totals ? fromCents(state.totals.allTaxesIncludedAmount) : null,
          },
        },
      });
      return;
    }
    await create(body);
  });

  /** Saves the rental; a new contract whose deposit is missing asks for it, then saves again with it. */
  const create = async (body: ReturnType<typeof state.body>, deposit?: DepositAtStart) => {
    try {
      const result = await saved(deposit ? { ...body, deposit } : body);
      setDepositFor(null);
      if (effectiveKind === 'reservation') {
        notifySuccess(
          rental === null
            ? t('RENTAL_EDIT.NOTIFY.RESERVATION_ADDED', { id: result.id })
            : t('RENTAL_EDIT.NOTIFY.SAVED', { id: result.id }),
        );
        leave(rentalListPath);
        return;
      }
      notifySuccess(t('RENTAL_EDIT.NOTIFY.CONTRACT_ADDED', { id: result.id }));
      // With a stay the stay bills it: the contract opens; without, it is paid first.
      // Saved: from here nothing is lost by leaving (the payment modal may still be open).
      isLeaving.current = true;
      if (result.stayId) leave(contractPath(result.id), { replace: true });
      else setPaying(result.id);
    } catch (error) {
      if (rental === null && !deposit && isApiError(error) && error.code === DepositErrorCode.required) {
        setDepositFor(body);
        return;
      }
      if (leaveOnStayFailure(error, t, leave)) return;
      state.showRefusal(error);
    }
  };

  const confirmEdition = async () => {
    if (!edition || !rental) return;
    try {
      const result = await saved(edition.body);
      setEdition(null);
      form.reset(rentalValues(result));
      notifySuccess(t('RENTAL_EDIT.NOTIFY.CONTRACT_SAVED', { id: result.id }));
    } catch (error) {
      setEdition(null);
      if (leaveOnStayFailure(error, t, leave)) return;
      notifyError(t('RENTAL_EDIT.ERRORS.MODIFY_ERROR'));
      state.showRefusal(error);
    }
  };

  const doCancel = async () => {
    if (!rental) return;
    try {
      await cancel.mutateAsync(rental.id);
      setDialog(null);
      notifySuccess(t('RENTAL_EDIT.NOTIFY.CANCELLED', { id: rental.id }));
      leave(rentalListPath);
    } catch (error) {
      setDialog(null);
      notifyError(translate(t, errorMessageKey(error, 'RENTAL_EDIT.ERRORS.DELETE_ERROR')));
    }
  };
  const doUnclose = async () => {
    if (!rental) return;
    try {
      await unclose.mutateAsync(rental.id);
      setDialog(null);
      notifySuccess(t('RENTAL_EDIT.NOTIFY.UNCLOSED', { id: rental.id }));
    } catch (error) {
      setDialog(null);
      notifyError(translate(t, errorMessageKey(error)));
    }
  };

  // One label and colour per state, the list's.
  const stateBadge = rental ? <RentalStateBadge state={rental.state} testId="rental-state" /> : null;
  const title = rental
    ? isContract
      ? t('RENTAL_EDIT.TITLE.CONTRACT', { id: rental.id })
      : t('RENTAL_EDIT.TITLE.RESERVATION', { id: rental.id })
    : kind === 'contract'
      ? t('RENTAL_EDIT.TITLE.NEW_CONTRACT')
      : t('RENTAL_EDIT.TITLE.NEW_RESERVATION');

  return (
    <form
      // A modal's own form (customer search, payment) submits through its portal: not this one.
      onSubmit={(event) => {
        if (event.target === event.currentTarget) void submit(event);
      }}
      noValidate
      data-testid="rental-page"
    >
      <Stack gap="md" p="md">
        <Group justify="space-between">
          <Group gap="sm">
            <Title order={2} data-testid="rental-page-title">
              {title}
            </Title>
            {stateBadge}
            {rental?.unpaid ? (
              <Badge color="orange" variant="filled" size="lg" data-testid="rental-unpaid">
                {t('RENTAL_EDIT.UNPAID')}
              </Badge>
            ) : null}
          </Group>
          <Button
            variant="subtle"
            leftSection={<IconArrowLeft size={16} />}
            onClick={() => void navigate(rentalListPath)}
          >
            {t('RENTAL_EDIT.ACTIONS.BACK')}
          </Button>
        </Group>
        {readOnly ? <FormAlert message={t('RENTAL_EDIT.READ_ONLY')} testId="rental-read-only" /> : null}
        {!readOnly && !writable && grants !== null ? (
          <FormAlert
            message={t(isContract ? 'RENTAL_EDIT.NO_RIGHT.CONTRACT' : 'RENTAL_EDIT.NO_RIGHT.RESERVATION')}
            testId="rental-no-right"
          />
        ) : null}
        {showMigrate ? (
          <Paper
            withBorder
            p="md"
            radius="md"
            bg={migrate ? 'blue.0' : undefined}
            data-testid="migrate-block"
          >
            <Group justify="space-between" wrap="wrap">
              <Stack gap={2}>
                <Text fw={700}>{t('RENTAL_EDIT.MIGRATE.TITLE')}</Text>
                <Text size="sm" c="dimmed">
                  {form.formState.isDirty
                    ? t('RENTAL_EDIT.ACTIONS.SAVE_FIRST')
                    : t('RENTAL_EDIT.MIGRATE.TEXT')}
                </Text>
              </Stack>
              <Group gap="sm">
                <Button
                  variant="default"
                  leftSection={<IconX size={16} />}
                  onClick={() => void navigate(rentalListPath)}
                  data-testid="migrate-cancel"
                >
                  {t('RENTAL_EDIT.MIGRATE.CANCEL')}
                </Button>
                <Button
                  leftSection={<IconArrowRight size={16} />}
                  onClick={() => rental && void migrateFlow.start(rental.id)}
                  loading={migrateFlow.isMigrating}
                  disabled={form.formState.isDirty}
                  data-testid="migrate-validate"
                >
                  {t('RENTAL_EDIT.MIGRATE.VALIDATE')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ) : null}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <CustomerBlock
                customer={values.customer}
                stayId={values.stayId}
                stayLink={values.stayLink}
                emplacementName={values.emplacementName}
                onPick={(customer, stay) => void state.pickCustomer(customer, stay)}
                readOnly={!writable}
                detailed
                error={
                  form.formState.errors.customer?.type === 'server'
                    ? form.formState.errors.customer.message
                    : undefined
                }
              />
              <Paper withBorder p="sm" radius="md">
                <CommentsBlock
                  existing={rental?.comments.map((comment) => comment.comment) ?? []}
                  added={values.comments}
                  customerId={values.customer?.id ?? null}
                  onChange={(comments) => form.setValue('comments', comments, { shouldDirty: true })}
                  readOnly={!writable}
                />
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Paper withBorder p="sm" radius="md" data-testid="rental-products-block">
                <Stack gap="sm">
                  <Group justify="space-between">
                    <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                      {t('RENTAL_EDIT.LINES.TITLE')}
                    </Text>
                    {writable ? (
                      <Group gap="sm">
                        <Text size="xs" c="dimmed">
                          {t('RENTAL_EDIT.LINES.SCAN_HINT')}
                        </Text>
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconPlus size={14} />}
                          disabled={!canAdd}
                          onClick={() => setPicker({ mode: 'add' })}
                          data-testid="rental-add-product"
                        >
                          {t('RENTAL_EDIT.LINES.ADD_PRODUCT')}
                        </Button>
                      </Group>
                    ) : null}
                  </Group>
                  <PeriodFields state={state} readOnly={!writable} />
                  <ProductLines
                    state={state}
                    readOnly={!writable}
                    onAdd={canAdd ? () => setPicker({ mode: 'add' }) : undefined}
                    onReplace={canReplace ? (view) => setPicker({ mode: 'replace', view }) : undefined}
                  />
                </Stack>
              </Paper>
              <PricingSummary totals={state.totals} saved={rental} discountPercent={state.discount} />
            </Stack>
          </Grid.Col>
        </Grid>
        <FormAlert message={state.banner} testId="rental-refusal" />
        <Group justify="flex-end" gap="sm" data-testid="rental-actions">
          {rental?.unpaid && access.contract ? (
            // A contract without a stay with something left to pay: the payment is always offered.
            <Button
              variant="filled"
              color="orange"
              leftSection={<IconCash size={16} />}
              onClick={() => setPaying(rental.id)}
              data-testid="take-payment"
            >
              {t('RENTAL_EDIT.ACTIONS.TAKE_PAYMENT')}
            </Button>
          ) : null}
          {inProgress && access.contract ? (
            <>
              <Button
                variant="light"
                color="red"
                leftSection={<IconX size={16} />}
                onClick={() => setDialog('cancel')}
                data-testid="cancel-contract"
              >
                {t('RENTAL_EDIT.ACTIONS.CANCEL_CONTRACT')}
              </Button>
              <Button
                variant="light"
                color="orange"
                leftSection={<IconCashBanknoteOff size={16} />}
                onClick={() => setDialog('refund')}
                data-testid="refund-contract"
              >
                {t('RENTAL_EDIT.ACTIONS.REFUND')}
              </Button>
              <Button
                variant="light"
                color="teal"
                leftSection={<IconCircleCheck size={16} />}
                onClick={() => setDialog('close')}
                disabled={form.formState.isDirty}
                data-testid="close-contract"
              >
                {t('RENTAL_EDIT.ACTIONS.CLOSE_CONTRACT')}
              </Button>
            </>
          ) : null}
          {isContract &&
          rental?.state.id === RentalState.validated &&
          rental.invoicingDisabled &&
          access.contract ? (
            <Button
              variant="light"
              leftSection={<IconLockOpen size={16} />}
              onClick={() => setDialog('unclose')}
              data-testid="unclose-contract"
            >
              {t('RENTAL_EDIT.ACTIONS.UNCLOSE')}
            </Button>
          ) : null}
          {writable ? (
            <SaveButton
              reasons={state.reasons}
              isSaving={form.formState.isSubmitting || save.isPending}
              testId="rental-save"
            >
              {t('RENTAL_EDIT.ACTIONS.SAVE')}
            </SaveButton>
          ) : null}
        </Group>
      </Stack>

      {picker && state.period ? (
        <ProductPickerModal
          opened
          onClose={() => setPicker(null)}
          mode={picker.mode}
          period={{ startDate: state.period.startDate, endDate: state.period.endDate }}
          pricingType={values.pricingType ? Number(values.pricingType) : null}
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
          onPicked={(choice) => {
            const current = picker;
            setPicker(null);
            if (current.mode === 'add') {
              state.addProduct(choice.productId, choice.internalNumber);
              return;
            }
            const rentalProductId = current.view.line.rentalProductId;
            if (rentalProductId === null) return;
            replace.mutate(
              {
                rentalProductId,
                body: {
                  product: `/api/products/${choice.productId}`,
                  unavailable: choice.replacedProduct?.setUnavailable ?? false,
                  comment: choice.replacedProduct?.comment ?? null,
                },
              },
              {
                onSuccess: () => {
                  const lines = form
                    .getValues('lines')
                    .map((line) =>
                      line.key === current.view.line.key
                        ? { ...line, productId: choice.productId, internalNumber: choice.internalNumber }
                        : line,
                    );
                  form.setValue('lines', lines);
                  form.resetField('lines', { defaultValue: lines });
                  notifySuccess(t('RENTAL_EDIT.NOTIFY.REPLACED', { number: choice.internalNumber }));
                },
                onError: (error) => notifyError(translate(t, errorMessageKey(error))),
              },
            );
          }}
        />
      ) : null}
      <ContractEditionConfirmModal
        edition={edition?.summary ?? null}
        onConfirm={() => void confirmEdition()}
        onCancel={() => setEdition(null)}
        isSaving={save.isPending}
      />
      <ConfirmDialog
        opened={dialog === 'cancel'}
        title={t('RENTAL_EDIT.CONFIRM.CANCEL_TITLE')}
        message={t('RENTAL_EDIT.CONFIRM.CANCEL_TEXT', { id: rental?.id ?? '' })}
        onConfirm={() => void doCancel()}
        onCancel={() => setDialog(null)}
        confirmLabel={t('RENTAL_EDIT.CONFIRM.CANCEL_CONTRACT')}
        cancelLabel={t('RENTAL_EDIT.CONFIRM.KEEP_CONTRACT')}
        isLoading={cancel.isPending}
      />
      <ConfirmDialog
        opened={dialog === 'unclose'}
        title={t('RENTAL_EDIT.CONFIRM.UNCLOSE_TITLE')}
        message={t('RENTAL_EDIT.CONFIRM.UNCLOSE_TEXT', { id: rental?.id ?? '' })}
        onConfirm={() => void doUnclose()}
        onCancel={() => setDialog(null)}
        confirmLabel={t('RENTAL_EDIT.CONFIRM.REOPEN_CONTRACT')}
        cancelLabel={t('RENTAL_EDIT.CONFIRM.KEEP_VALIDATED')}
        isLoading={unclose.isPending}
      />
      <ConfirmDialog
        opened={blocker.state === 'blocked'}
        title={t('RENTAL_EDIT.UNSAVED.TITLE')}
        message={t('RENTAL_EDIT.UNSAVED.TEXT')}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
        confirmLabel={t('RENTAL_EDIT.UNSAVED.LEAVE')}
        cancelLabel={t('RENTAL_EDIT.UNSAVED.STAY')}
      />
      <CloseContractModal
        rentalId={rental?.id ?? null}
        opened={dialog === 'close'}
        onClose={() => setDialog(null)}
      />
      <RefundConfirmModal
        rentalId={rental?.id ?? null}
        opened={dialog === 'refund'}
        onClose={() => setDialog(null)}
        onRefunded={() => leave(rentalListPath)}
      />
      {depositFor === null ? null : (
        <DepositTakeModal
          opened
          rentalId={null}
          products={depositFor.products.filter((product): product is string => product !== null)}
          pending={save.isPending}
          onCancel={() => setDepositFor(null)}
          onSubmit={(deposit) => void create(depositFor, deposit)}
        />
      )}
      {paying === null ? null : (
        <PaymentModal
          rentalId={paying}
          opened={paying !== null}
          onClose={() => {
            const id = paying;
            setPaying(null);
            if (id !== null) leave(contractPath(id), { replace: true });
          }}
          onPaid={() => {
            const id = paying;
            setPaying(null);
            if (id !== null) leave(contractPath(id), { replace: true });
          }}
        />
      )}
      {migrateFlow.element}
    </form>
  );
}
