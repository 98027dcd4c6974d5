import { Avatar, Button, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconMessagePlus } from '@tabler/icons-react';
import type { CommentRead } from '@velodesk/contract/api/customers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/ui/format.ts';
import { personName } from '../../customer-format.ts';
import { CommentModal } from './comment-modal.tsx';

const initialsOf = (user: { firstName: string | null; lastName: string | null }) =>
  `${user.firstName?.charAt(0) ?? ''}${user.lastName?.charAt(0) ?? ''}`.toUpperCase() || '?';

/** The comments of a customer, newest first, with their author and date, and the add button. */
export function CommentsPanel({
  comments,
  customerIri,
  customerId,
  canAdd = true,
}: {
  comments: readonly CommentRead[];
  customerIri: string;
  customerId: number;
  canAdd?: boolean;
}) {
  const { t } = useTranslation();
  const [isAdding, setIsAdding] = useState(false);

  return (
    <Paper withBorder radius="md" p="md" data-testid="comments-panel">
      <Group justify="space-between" mb="sm">
        <Title order={4} fw={600}>
          {t('CUSTOMERS.COMMENTS')}
        </Title>
        {canAdd ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconMessagePlus size={15} />}
            onClick={() => setIsAdding(true)}
            data-testid="comments-add"
          >
            {t('CUSTOMERS.ADD_COMMENT')}
          </Button>
        ) : null}
      </Group>
      {comments.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="lg" data-testid="comments-empty">
          {t('CUSTOMERS.NO_COMMENTS')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars>
          <Stack gap="sm">
            {comments.map((comment) => (
              <Group key={comment.id} gap="sm" wrap="nowrap" align="flex-start" data-testid="comment-item">
                <Avatar size={32} radius="xl" color="teal" variant="light">
                  {initialsOf(comment.createdBy)}
                </Avatar>
                <Stack gap={2} miw={0} flex={1}>
                  <Group gap={6} wrap="wrap">
                    <Text size="sm" fw={600}>
                      {personName(comment.createdBy)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(comment.createdAt)}
                    </Text>
                  </Group>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    {comment.comment}
                  </Text>
                </Stack>
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <CommentModal
        opened={isAdding}
        onClose={() => setIsAdding(false)}
        customerIri={customerIri}
        customerId={customerId}
      />
    </Paper>
  );
}
