import { Paper, Stack, Text, Title } from '@mantine/core';
import type { RentalRead } from '@velodesk/contract/api/rentals';
import { useTranslation } from 'react-i18next';

/** The rental's comments, or that it has none. */
export function RentalCommentsCard({ rental }: { rental: RentalRead }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid="rental-comments">
      <Title order={4} fw={600} mb="sm">
        {t('RENTAL_DETAILS.COMMENTS')}
      </Title>
      {rental.comments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('RENTAL_DETAILS.NO_COMMENTS')}
        </Text>
      ) : (
        <Stack gap={6}>
          {rental.comments.map((comment) => (
            <Text key={comment.id} size="sm" data-testid="rental-comment">
              {comment.comment}
            </Text>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
