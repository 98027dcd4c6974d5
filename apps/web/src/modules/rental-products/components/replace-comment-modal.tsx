import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { rentalProductReplace } from '@velodesk/contract/api/rentals';
import { useTranslation } from 'react-i18next';
import { fieldErrorOf } from '@/ui/form/field-message.ts';
import { blankToNull } from '@/ui/form/form-values.ts';
import { bindField, isFormBlocked, useVelodeskForm } from '@/ui/form/use-velodesk-form.ts';

interface CommentFormValues {
  unavailable: 'no' | 'yes';
  comment: string;
}

/** The contract's replacement fields: making the old product unavailable needs a comment. */
const replaceChoice = rentalProductReplace
  .pick({ unavailable: true, comment: true })
  .refine((input) => !(input.unavailable && !input.comment), { path: ['comment'] });

const toInput = (values: CommentFormValues) => ({
  unavailable: values.unavailable === 'yes',
  comment: values.unavailable === 'yes' ? blankToNull(values.comment) : null,
});

export interface ReplaceChoice {
  setUnavailable: boolean;
  comment: string | null;
}

/**
 * Asked when a product is replaced: should the old product become unavailable (status 4)? Yes
 * needs a comment, kept in the product's status history.
 */
export function ReplaceCommentModal({
  opened,
  oldInternalNumber,
  newInternalNumber,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  oldInternalNumber: string;
  newInternalNumber: string;
  onCancel: () => void;
  onConfirm: (choice: ReplaceChoice) => void;
}) {
  const { t } = useTranslation();
  const form = useVelodeskForm(replaceChoice, { unavailable: 'no', comment: '' } as CommentFormValues, {
    toInput,
  });
  const unavailable = form.getValues('unavailable') === 'yes';

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('RENTAL_PRODUCTS.COMMENT_MODAL.TITLE', { internalNumber: oldInternalNumber })}
      size="md"
      centered
      zIndex={300}
      data-testid="replace-comment-modal"
    >
      <form
        noValidate
        onSubmit={(event) => {
          // React carries a submit through the portals to the page's own form: it stops here.
          event.stopPropagation();
          void form.handleSubmit((body) =>
            onConfirm({ setUnavailable: body.unavailable === true, comment: body.comment ?? null }),
          )(event);
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            {t('RENTAL_PRODUCTS.COMMENT_MODAL.REPLACED_BY', {
              old: oldInternalNumber,
              new: newInternalNumber,
            })}
          </Text>
          <Radio.Group
            label={t('RENTAL_PRODUCTS.COMMENT_MODAL.QUESTION')}
            {...bindField(form, 'unavailable', { deps: ['comment'] })}
            data-testid="replace-unavailable"
          >
            <Group gap="lg" mt={6}>
              <Radio
                value="no"
                label={t('RENTAL_PRODUCTS.COMMENT_MODAL.NO')}
                data-testid="replace-unavailable-no"
              />
              <Radio
                value="yes"
                label={t('RENTAL_PRODUCTS.COMMENT_MODAL.YES')}
                data-testid="replace-unavailable-yes"
              />
            </Group>
          </Radio.Group>
          {unavailable ? (
            <Textarea
              label={t('RENTAL_PRODUCTS.COMMENT_MODAL.COMMENT')}
              description={t('RENTAL_PRODUCTS.COMMENT_MODAL.COMMENT_HINT')}
              withAsterisk
              rows={3}
              data-autofocus
              {...bindField(form, 'comment')}
              error={fieldErrorOf(form, t, 'comment', {
                required: 'RENTAL_PRODUCTS.COMMENT_MODAL.COMMENT_REQUIRED',
                custom: 'RENTAL_PRODUCTS.COMMENT_MODAL.COMMENT_REQUIRED',
              })}
              data-testid="replace-comment"
            />
          ) : null}
        </Stack>
        <Group justify="flex-end" mt="xl" gap="sm">
          <Button variant="default" onClick={onCancel} data-testid="replace-comment-cancel">
            {t('CANCEL')}
          </Button>
          <Button type="submit" disabled={isFormBlocked(form)} data-testid="replace-comment-confirm">
            {t('RENTAL_PRODUCTS.COMMENT_MODAL.CONFIRM')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
