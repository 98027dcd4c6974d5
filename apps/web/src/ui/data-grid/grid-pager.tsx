import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pageCountOf, pageWindow, rangeOf } from './grid-query.ts';

/** "from X to Y / total", then previous, at most five page links, and next. */
export function GridPager({
  page,
  itemsPerPage,
  total,
  onPage,
}: {
  page: number;
  itemsPerPage: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pageCount = pageCountOf(total, itemsPerPage);
  const { from, to } = rangeOf(page, itemsPerPage, total);

  return (
    <Group justify="space-between" px="md" py="xs" wrap="wrap" gap="xs">
      <Text size="sm" c="dimmed" data-testid="grid-range">
        {t('GRID.RANGE', { from, to, total })}
      </Text>
      <Group gap={4} wrap="nowrap" data-testid="grid-pager">
        <ActionIcon
          variant="default"
          size="md"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label={t('GRID.PREVIOUS')}
          data-testid="grid-prev"
        >
          <IconChevronLeft size={16} />
        </ActionIcon>
        {pageWindow(page, pageCount).map((number) => (
          <Button
            key={number}
            size="compact-sm"
            miw={30}
            variant={number === page ? 'filled' : 'default'}
            onClick={() => onPage(number)}
            aria-current={number === page ? 'page' : undefined}
            aria-label={t('GRID.PAGE', { page: number })}
            data-testid={`grid-page-${number}`}
          >
            {number}
          </Button>
        ))}
        <ActionIcon
          variant="default"
          size="md"
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
          aria-label={t('GRID.NEXT')}
          data-testid="grid-next"
        >
          <IconChevronRight size={16} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
