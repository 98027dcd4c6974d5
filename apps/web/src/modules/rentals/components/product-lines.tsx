import { ActionIcon, Alert, Badge, Button, Group, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconReplace, IconTrash } from '@tabler/icons-react';
import { bikeLimit } from '@velodesk/contract/api/rentals';
import { useTranslation } from 'react-i18next';
import type { LineView, RentalFormState } from '../form/use-rental-form.ts';
import { formatEuros } from '../money.ts';

type Option = { value: string; label: string };

/**
 * The product lines of a rental (reservation modal and rental page): for each line a select of the
 * available products grouped by range (those chosen on other lines left out), its amount HT or
 * TTC as its price is displayed, add and remove icons, and the warnings: product not available,
 * no price, the server's refusal; below, the bike-limit message.
 */
export function ProductLines({
  state,
  readOnly = false,
  onAdd,
  onReplace,
}: {
  state: RentalFormState;
  readOnly?: boolean;
  /** The page adds through the product picker; the modal adds an empty line. */
  onAdd?: () => void;
  /** Replacing a validated line's product (the page). */
  onReplace?: (view: LineView) => void;
}) {
  const { t, i18n } = useTranslation();
  const add = onAdd ?? state.addLine;

  const optionsFor = (view: LineView) => {
    const taken = new Set(state.chosenIds.filter((id) => id !== view.line.productId));
    const groups = new Map<string, Option[]>();
    for (const group of state.groups ?? []) {
      const items = group.availableProducts
        .filter((product) => !taken.has(product.id))
        .map((product) => ({
          value: String(product.id),
          label: `${product.internalNumber} — ${group.model}${group.size ? ` ${group.size}` : ''}`,
        }));
      if (items.length === 0) continue;
      groups.set(group.range.name, [...(groups.get(group.range.name) ?? []), ...items]);
    }
    const data: Array<{ group: string; items: Option[] }> = [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([group, items]) => ({ group, items }));
    // A product not (or not yet) among the available ones still shows its number.
    if (view.line.productId !== null && !view.group)
      data.unshift({
        group: t('RENTAL_EDIT.LINES.CHOSEN'),
        items: [
          { value: String(view.line.productId), label: view.internalNumber ?? `#${view.line.productId}` },
        ],
      });
    return data;
  };

  return (
    <Stack gap="xs" data-testid="product-lines">
      <Table verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('RENTAL_EDIT.LINES.PRODUCT')}</Table.Th>
            <Table.Th ta="right" w={130}>
              {t('RENTAL_EDIT.LINES.AMOUNT')}
            </Table.Th>
            {readOnly && !onReplace ? null : <Table.Th w={96} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {state.lineViews.map((view) => (
            <Table.Tr
              key={view.line.key}
              data-testid="product-line"
              data-product-id={view.line.productId ?? ''}
            >
              <Table.Td>
                <Stack gap={4}>
                  <Group gap="xs" wrap="nowrap">
                    <Select
                      aria-label={t('RENTAL_EDIT.LINES.PRODUCT')}
                      placeholder={
                        state.availability.isFetching
                          ? t('RENTAL_EDIT.LINES.LOADING')
                          : t('RENTAL_EDIT.LINES.PLACEHOLDER')
                      }
                      data={optionsFor(view)}
                      value={view.line.productId === null ? null : String(view.line.productId)}
                      onChange={(value) =>
                        state.setLineProduct(view.index, value === null ? null : Number(value))
                      }
                      searchable
                      limit={60}
                      nothingFoundMessage={t('RENTAL_EDIT.LINES.NOTHING_FOUND')}
                      disabled={readOnly || view.line.validated}
                      style={{ flex: 1 }}
                      error={view.refusal ?? undefined}
                      data-testid="line-product"
                    />
                    {view.line.validated ? (
                      <Badge color="teal" variant="light" data-testid="line-validated">
                        {t('RENTAL_EDIT.LINES.VALIDATED')}
                      </Badge>
                    ) : null}
                  </Group>
                  {view.available === false ? (
                    <Text size="xs" c="red" data-testid="line-not-available">
                      {t('RENTAL_EDIT.LINES.NOT_AVAILABLE')}
                    </Text>
                  ) : null}
                  {view.noPrice ? (
                    <Text size="xs" c="orange.8" data-testid="line-no-price">
                      {t('RENTAL_EDIT.LINES.NO_PRICE')}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td ta="right" data-testid="line-amount">
                {view.amount !== null && (view.price || view.savedDisplay)
                  ? `${formatEuros(view.amount, i18n.language)} ${t(view.price?.display === 'HT' ? 'RENTAL_EDIT.LINES.HT' : 'RENTAL_EDIT.LINES.TTC')}`
                  : '—'}
              </Table.Td>
              {readOnly && !onReplace ? null : (
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    {onReplace && view.line.validated && view.line.rentalProductId !== null ? (
                      <Tooltip label={t('RENTAL_EDIT.LINES.REPLACE')}>
                        <ActionIcon
                          variant="light"
                          onClick={() => onReplace(view)}
                          aria-label={t('RENTAL_EDIT.LINES.REPLACE')}
                          data-testid="line-replace"
                        >
                          <IconReplace size={16} />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                    {readOnly ? null : (
                      <>
                        <Tooltip label={t('RENTAL_EDIT.LINES.ADD')}>
                          <ActionIcon
                            variant="light"
                            color="teal"
                            onClick={add}
                            aria-label={t('RENTAL_EDIT.LINES.ADD')}
                            data-testid="line-add"
                          >
                            <IconPlus size={16} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('RENTAL_EDIT.LINES.REMOVE')}>
                          <ActionIcon
                            variant="light"
                            color="red"
                            onClick={() => state.removeLine(view.index)}
                            disabled={view.line.validated}
                            aria-label={t('RENTAL_EDIT.LINES.REMOVE')}
                            data-testid="line-remove"
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </>
                    )}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {readOnly || state.lineViews.length > 0 ? null : (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={add}
          data-testid="line-add-first"
        >
          {t('RENTAL_EDIT.LINES.ADD')}
        </Button>
      )}
      {state.overBikeLimit ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="bike-limit">
          {t('RENTAL_EDIT.LINES.BIKE_LIMIT', { limit: bikeLimit })}
        </Alert>
      ) : null}
    </Stack>
  );
}
