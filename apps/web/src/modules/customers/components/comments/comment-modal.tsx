import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { type CommentRead, commentForm } from '@velodesk/contract/api/customers';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/ui/format.ts';
import { notifyError, notifySuccess } from '@/ui/notify.tsx';
import { StackedModal } from '@/ui/stacked-modal.tsx';
import { useAddComment, useDeleteComment } from '../../hooks/use-customer-writes.ts';
import { ModalTitle } from '../modals/modal-title.tsx';

function CommentModalBody({
  customerIri,
  customerId,
  onClose,
}: {
  customerIri: string;
  customerId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const [added, setAdded] = useState<CommentRead[]>([]);
  const isValid = commentForm.safeParse({ comment: text }).success;

  const add = useAddComment(
    { id: customerId, iri: customerIri },
    {
      onSuccess: (comment) => {
        notifySuccess(t('CUSTOMERS.ADD_COMMENT_SUCCESS'));
        setAdded((current) => [comment, ...current]);
        setText('');
        setIsTouched(false);
      },
      onError: () => notifyError(t('CUSTOMERS.ADD_COMMENT_ERROR')),
    },
  );
  const remove = useDeleteComment(customerId, {
    onSuccess: (_, comment) => setAdded((current) => current.filter((item) => item.id !== comment.id)),
    onError: () => notifyError(t('CUSTOMERS.DELETE_COMMENT_ERROR')),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsTouched(true);
    if (!isValid || add.isPending) return;
    add.mutate(text.trim());
  };

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="comment-form">
      <Stack gap="md">
        <Textarea
          label={t('CUSTOMERS.COMMENT')}
          placeholder={t('CUSTOMERS.COMMENT_PLACEHOLDER')}
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setIsTouched(true);
          }}
          error={isTouched && !isValid ? t('CUSTOMERS.ERROR_COMMENT_REQUIRED_MESSAGE') : undefined}
          data-testid="comment-text"
        />
        {added.length > 0 ? (
          <Stack gap={6} data-testid="comment-added-list">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('CUSTOMERS.NEW_COMMENTS')}
            </Text>
            {added.map((comment) => (
              <Paper key={comment.id} withBorder radius="sm" px="sm" py={6} data-testid="comment-added">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2} miw={0}>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                      {comment.comment}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(comment.createdAt)}
                    </Text>
                  </Stack>
                  <Tooltip label={t('CUSTOMERS.REMOVE_COMMENT')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => remove.mutate(comment)}
                      loading={remove.isPending && remove.variables?.id === comment.id}
                      aria-label={t('CUSTOMERS.REMOVE_COMMENT')}
                      data-testid="comment-added-remove"
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Paper>
            ))}
          </Stack>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-testid="comment-close">
            {t('CUSTOMERS.CLOSE')}
          </Button>
          <Button type="submit" disabled={!isValid} loading={add.isPending} data-testid="comment-submit">
            {t('CUSTOMERS.ADD_COMMENT')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add comments to a customer; the ones just added are listed and can be removed (spec §2). */
export function CommentModal({
  opened,
  onClose,
  customerIri,
  customerId,
}: {
  opened: boolean;
  onClose: () => void;
  customerIri: string;
  customerId: number;
}) {
  const { t } = useTranslation();
  return (
    <StackedModal
      opened={opened}
      onClose={onClose}
      title={<ModalTitle>{t('CUSTOMERS.ADD_COMMENT')}</ModalTitle>}
      size="lg"
      data-testid="comment-modal"
    >
      <CommentModalBody customerIri={customerIri} customerId={customerId} onClose={onClose} />
    </StackedModal>
  );
}
