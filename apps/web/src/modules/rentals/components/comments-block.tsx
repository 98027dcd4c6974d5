import { ActionIcon, Anchor, Button, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { IconMessagePlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createComment, deleteComment } from '@/modules/customers/api/customers-api.ts';
import { errorMessageKey, translate } from '@/shared/errors/error-messages.ts';
import { notifySuccess } from '@/ui/notify.tsx';
import { StackedModal } from '@/ui/stacked-modal.tsx';
import type { AddedComment } from '../form/rental-form.ts';

/**
 * The comments of a rental: those it has, those added on screen (POST /comments with the
 * customer; linked to the rental when it is saved), and the comment modal (a required text and the
 * newly added comments, each removable); an added comment is confirmed by the spec's notice
 * CUSTOMERS.ADD_COMMENT_SUCCESS.
 */
export function CommentsBlock({
  existing,
  added,
  customerId,
  onChange,
  readOnly = false,
}: {
  existing: readonly string[];
  added: readonly AddedComment[];
  customerId: number | null;
  onChange: (comments: AddedComment[]) => void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const all = [...existing, ...added.map((comment) => comment.text)];

  const add = async () => {
    setTouched(true);
    if (text.trim() === '' || customerId === null) return;
    setBusy(true);
    setError(null);
    try {
      const created = await createComment(text.trim(), `/api/customers/${customerId}`);
      onChange([...added, { iri: created['@id'], text: created.comment }]);
      notifySuccess(t('CUSTOMERS.ADD_COMMENT_SUCCESS'));
      setText('');
      setTouched(false);
    } catch (failure) {
      setError(translate(t, errorMessageKey(failure)));
    } finally {
      setBusy(false);
    }
  };
  const remove = (comment: AddedComment) => {
    onChange(added.filter((item) => item.iri !== comment.iri));
    const id = Number(comment.iri.split('/').pop());
    if (Number.isInteger(id)) void deleteComment(id).catch(() => undefined);
  };

  return (
    <Stack gap={4} data-testid="rental-comments">
      <Group justify="space-between">
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          {t('RENTAL_EDIT.COMMENTS.TITLE')}
        </Text>
        {readOnly ? null : customerId === null ? (
          <Text size="xs" c="dimmed">
            {t('RENTAL_EDIT.COMMENTS.NEEDS_CUSTOMER')}
          </Text>
        ) : (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => setOpened(true)}
            data-testid="add-comment"
          >
            <Group gap={4} component="span">
              <IconMessagePlus size={16} />
              {t('RENTAL_EDIT.COMMENTS.ADD')}
            </Group>
          </Anchor>
        )}
      </Group>
      {all.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('RENTAL_EDIT.COMMENTS.NONE')}
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {all.map((comment, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: comments may repeat; their order is fixed
            <List.Item key={index}>{comment}</List.Item>
          ))}
        </List>
      )}
      <StackedModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('RENTAL_EDIT.COMMENTS.MODAL_TITLE')}
        data-testid="comment-modal"
      >
        <Stack gap="sm">
          <Textarea
            label={t('RENTAL_EDIT.COMMENTS.LABEL')}
            required
            autosize
            minRows={3}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched && text.trim() === '' ? t('RENTAL_EDIT.COMMENTS.REQUIRED') : error}
            data-testid="comment-text"
          />
          {added.length > 0 ? (
            <Stack gap={4}>
              <Text size="xs" fw={700} c="dimmed">
                {t('RENTAL_EDIT.COMMENTS.ADDED')}
              </Text>
              {added.map((comment) => (
                <Group key={comment.iri} justify="space-between" wrap="nowrap">
                  <Text size="sm">{comment.text}</Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => remove(comment)}
                    aria-label={t('RENTAL_EDIT.COMMENTS.REMOVE')}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('RENTAL_EDIT.COMMENTS.CLOSE')}
            </Button>
            <Button
              onClick={() => void add()}
              loading={busy}
              disabled={text.trim() === ''}
              data-testid="comment-save"
            >
              {t('RENTAL_EDIT.COMMENTS.SAVE')}
            </Button>
          </Group>
        </Stack>
      </StackedModal>
    </Stack>
  );
}
