import { ActionIcon, Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCountOf, pageSizes, pageWindow, rangeOf } from './grid-query.ts';

/**
 * "from X to Y / total", the page-size choice (when the list offers one), then previous, at most
 * five page links, and next.
 */
export function GridPager({
  page,
  itemsPerPage,
  total,
  onPage,
  onPageSize,
}: {
  page: number;
  itemsPerPage: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize?: (itemsPerPage: number) => void;
}) {
  const { t } = useTranslation();
  const sizeId = useId();
  const pageCount = pageCountOf(total, itemsPerPage);
  const { from, to } = rangeOf(page, itemsPerPage, total);

  return (
    <Group justify="space-between" px="md" py="xs" wrap="wrap" gap="xs">
      <Group gap="md" wrap="nowrap">
        <Text size="sm" c="dimmed" data-testid="grid-range">
          {t('GRID.RANGE', { from, to, total })}
        </Text>
        {onPageSize ? (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" c="dimmed" component="label" htmlFor={sizeId}>
              {t('GRID.PAGE_SIZE')}
            </Text>
            <NativeSelect
              id={sizeId}
              size="xs"
              w={72}
              data={pageSizes.map(String)}
              value={String(itemsPerPage)}
              onChange={(event) => onPageSize(Number(event.currentTarget.value))}
              data-testid="grid-page-size"
            />
          </Group>
        ) : null}
      </Group>
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
