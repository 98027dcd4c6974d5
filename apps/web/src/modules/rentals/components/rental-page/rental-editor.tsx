import { Grid, Stack } from '@mantine/core';
import type { RentalRead } from '@velodesk/contract/api/rentals';
import { useTranslation } from 'react-i18next';
import type { RentalKind } from '@/shared/rentals/rentals-api.ts';
import { FormAlert } from '@/ui/form/form-alert.tsx';
import { PricingSummary } from '../pricing-summary.tsx';
import { MigrateBlock } from './migrate-block.tsx';
import { RentalActionsBar } from './rental-actions-bar.tsx';
import { RentalCustomerColumn } from './rental-customer-column.tsx';
import { RentalEditorDialogs } from './rental-editor-dialogs.tsx';
import { RentalPageHeader } from './rental-page-header.tsx';
import { RentalPicker } from './rental-picker.tsx';
import { RentalProductsBlock } from './rental-products-block.tsx';
import { useRentalEditor } from './use-rental-editor.ts';

/**
 * The contract / reservation page's body: customer, comments, products (period, pricing type,
 * discount, lines added with the product picker or a hand scanner), pricing summary and the
 * actions the contract's rules allow for the rental's type, state and the user's accesses
 * (`useRentalEditor`, `useRentalEditorRules`).
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
  const editor = useRentalEditor({ kind, rental });
  const { state, rules, saving } = editor;
  const isDirty = state.form.formState.isDirty;
  return (
    <form
      // A modal's own form (customer search, payment) submits through its portal: not this one.
      onSubmit={(event) => {
        if (event.target === event.currentTarget) void saving.submit(event);
      }}
      noValidate
      data-testid="rental-page"
    >
      <Stack gap="md" p="md">
        <RentalPageHeader kind={kind} rental={rental} isContract={rules.isContract} />
        {rules.readOnly ? <FormAlert message={t('RENTAL_EDIT.READ_ONLY')} testId="rental-read-only" /> : null}
        {!rules.readOnly && !rules.writable && rules.grants !== null ? (
          <FormAlert
            message={t(
              rules.isContract ? 'RENTAL_EDIT.NO_RIGHT.CONTRACT' : 'RENTAL_EDIT.NO_RIGHT.RESERVATION',
            )}
            testId="rental-no-right"
          />
        ) : null}
        {rules.migrate && rental ? (
          <MigrateBlock
            highlighted={migrate}
            isDirty={isDirty}
            isMigrating={editor.migrateFlow.isMigrating}
            onMigrate={() => void editor.migrateFlow.start(rental.id)}
          />
        ) : null}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <RentalCustomerColumn state={state} rental={rental} writable={rules.writable} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <RentalProductsBlock
                state={state}
                writable={rules.writable}
                onAdd={editor.canAdd ? () => editor.openPicker({ mode: 'add' }) : undefined}
                onReplace={rules.replace ? (view) => editor.openPicker({ mode: 'replace', view }) : undefined}
              />
              <PricingSummary totals={state.totals} saved={rental} discountPercent={state.discount} />
            </Stack>
          </Grid.Col>
        </Grid>
        <FormAlert message={state.banner} testId="rental-refusal" />
        <RentalActionsBar editor={editor} />
      </Stack>
      <RentalPicker editor={editor} />
      <RentalEditorDialogs editor={editor} />
      {editor.migrateFlow.element}
    </form>
  );
}
