import {
  ActionIcon,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import type { DeclinationRead, RangeRead } from '@velodesk/contract/api/catalogue';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { declinationTypeLabel } from '../declination-type.ts';
import { useDeclinations } from '../hooks/use-declinations.ts';
import { useRanges } from '../hooks/use-fleet-options.ts';

/** What the panel asks the screen to open. */
export type ModelsDialog =
  | { kind: 'range'; range: RangeRead | null }
  | { kind: 'declination'; declination: DeclinationRead | null; defaultRange: string | null };

const boundsOf = (declination: DeclinationRead): string | null => {
  const { min, max, unit } = declination;
  if (min === null && max === null) return null;
  const span = min !== null && max !== null ? `${min} – ${max}` : min !== null ? `≥ ${min}` : `≤ ${max}`;
  return unit ? `${span} ${unit}` : span;
};

/**
 * Ranges and their declinations (models in a size), grouped by range in the server's order
 * (range, model, size), with a search on model and size. Editing opens the range and declination
 * modals through onOpen; nothing is deleted here (docs/decisions/ranges-and-declinations.md).
 */
export function ModelsPanel({ onOpen }: { onOpen: (dialog: ModelsDialog) => void }) {
  const { t } = useTranslation();
  const ranges = useRanges();
  const declinations = useDeclinations();
  const [search, setSearch] = useState('');

  const groups = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const matches = (declination: DeclinationRead) =>
      needle === '' ||
      declination.model.toLowerCase().includes(needle) ||
      declination.size.toLowerCase().includes(needle);
    return [...(ranges.data ?? [])]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((range) => {
        const all = (declinations.data ?? []).filter((declination) => declination.range.id === range.id);
        const rangeMatches = needle !== '' && range.name.toLowerCase().includes(needle);
        return { range, total: all.length, rows: rangeMatches ? all : all.filter(matches), rangeMatches };
      })
      .filter((group) => needle === '' || group.rangeMatches || group.rows.length > 0);
  }, [ranges.data, declinations.data, search]);

  if (ranges.isPending || declinations.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (ranges.isError || declinations.isError) {
    return (
      <Text c="red" size="sm" ta="center" py="lg">
        {t('GRID.LOAD_ERROR')}
      </Text>
    );
  }

  return (
    <Stack gap="md" data-testid="models-panel">
      <TextInput
        w={{ base: '100%', sm: 360 }}
        size="xs"
        leftSection={<IconSearch size={14} />}
        placeholder={t('FLEET.MODELS.SEARCH')}
        aria-label={t('FLEET.MODELS.SEARCH')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-testid="models-search"
      />
      {groups.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="lg" data-testid="models-empty">
          {t('FLEET.MODELS.NO_MATCH')}
        </Text>
      ) : null}
      {groups.map(({ range, total, rows }) => (
        <Paper key={range.id} withBorder p="sm" data-testid="models-range" data-range={range.name}>
          <Group justify="space-between" mb={rows.length > 0 ? 'xs' : 0} wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <Title order={5}>{range.name}</Title>
              <Badge variant="light" color="gray">
                {t('FLEET.MODELS.COUNT', { count: total })}
              </Badge>
              <Tooltip label={t('FLEET.MODELS.RANGE_EDIT_TITLE')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('FLEET.MODELS.RANGE_EDIT_TITLE')}
                  onClick={() => onOpen({ kind: 'range', range })}
                  data-testid={`range-edit-${range.id}`}
                >
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconPlus size={14} />}
              onClick={() => onOpen({ kind: 'declination', declination: null, defaultRange: range['@id'] })}
              data-testid={`model-add-${range.id}`}
            >
              {t('FLEET.MODELS.MODEL_ADD')}
            </Button>
          </Group>
          {total === 0 ? (
            <Text c="dimmed" size="sm">
              {t('FLEET.MODELS.RANGE_EMPTY')}
            </Text>
          ) : rows.length > 0 ? (
            <Table.ScrollContainer minWidth={520}>
              <Table verticalSpacing={4} striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('FLEET.MODELS.MODEL')}</Table.Th>
                    <Table.Th w={100}>{t('FLEET.MODELS.SIZE')}</Table.Th>
                    <Table.Th w={160}>{t('FLEET.MODELS.BOUNDS')}</Table.Th>
                    <Table.Th w={140}>{t('FLEET.MODELS.TYPE')}</Table.Th>
                    <Table.Th w={60} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((declination) => (
                    <Table.Tr key={declination.id} data-testid="model-row">
                      <Table.Td fw={500}>{declination.model}</Table.Td>
                      <Table.Td>{declination.size}</Table.Td>
                      <Table.Td>{boundsOf(declination) ?? <Text c="dimmed">-</Text>}</Table.Td>
                      <Table.Td data-testid="model-type">
                        {declination.type ? (
                          declinationTypeLabel(t, declination.type)
                        ) : (
                          <Text c="dimmed">-</Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">
                        <Tooltip label={t('SETTINGS.EDIT')}>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t('SETTINGS.EDIT')}
                            onClick={() =>
                              onOpen({
                                kind: 'declination',
                                declination,
                                defaultRange: declination.range['@id'],
                              })
                            }
                            data-testid={`model-edit-${declination.id}`}
                          >
                            <IconPencil size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}
