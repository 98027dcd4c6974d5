import { Paper, Stack } from '@mantine/core';
import type { RentalRead } from '@velodesk/contract/api/rentals';
import type { RentalFormState } from '../../form/use-rental-form.ts';
import { CommentsBlock } from '../comments-block.tsx';
import { CustomerBlock } from '../customer-block.tsx';

/** The page's left column: the customer (and stay) and the comments. */
export function RentalCustomerColumn({
  state,
  rental,
  writable,
}: {
  state: RentalFormState;
  rental: RentalRead | null;
  writable: boolean;
}) {
  const { form, values } = state;
  return (
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
  );
}
