import {
  Alert,
  Autocomplete,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconBarcode, IconCamera, IconKeyboard } from '@tabler/icons-react';
import { bikeLimit } from '@velodesk/contract/api/rentals';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/ui/format.ts';
import { useHandScanner } from '../hooks/use-hand-scanner.ts';
import { useAvailableProducts, useReplacedLine } from '../hooks/use-picker-data.ts';
import { type SearchProblem, type SearchVerdict, searchProduct } from '../product-search.ts';
import { confirmScan } from '../scan-feedback.ts';
import { CameraScanner } from './camera-scanner.tsx';
import { type ReplaceChoice, ReplaceCommentModal } from './replace-comment-modal.tsx';

export interface PickedProduct {
  productId: number;
  internalNumber: string;
  /** Replacing: the product it replaces, and whether that one becomes unavailable (with why). */
  replacedProduct?: { oldProductId: number; comment: string | null; setUnavailable: boolean };
}

export interface ProductPickerModalProps {
  opened: boolean;
  onClose: () => void;
  mode: 'add' | 'replace';
  /** The rental's period: local date-times carrying the periods (`2026-07-14T08:00:00`). */
  period: { startDate: string; endDate: string };
  /** The rental's pricing type id (1 standard, 2 external); null: any price will do. */
  pricingType: number | null;
  /** The rental being edited: its own products count as available. */
  rentalId?: number | null;
  /** The products already in the rental (left out of the list, refused when scanned). */
  excludedProductIds: number[];
  /** The bikes the rental holds now (électrique, musculaire). */
  bikeCount: number;
  replacing?: { rentalProductId: number; productId: number } | null;
  /** Called with the chosen product; the modal then closes. */
  onPicked: (choice: PickedProduct) => void;
}

/**
 * Adds a product to a rental or replaces one of its products: search by internal number (typed,
 * or picked among the products available for the period, grouped by range), by the camera, or
 * with a hand scanner without clicking anywhere. The product found shows its id, number, range and
 * model, or why it cannot be taken (not available, no price for the period, not compatible with
 * the replaced product, bike limit). Replacing then asks whether the old product becomes
 * unavailable.
 */
export function ProductPickerModal(props: ProductPickerModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={
        props.mode === 'replace' ? (
          <ReplaceTitle replacing={props.replacing ?? null} />
        ) : (
          t('RENTAL_PRODUCTS.ADD_TITLE')
        )
      }
      size="lg"
      zIndex={250}
      data-testid="product-picker-modal"
    >
      {props.opened ? <PickerBody {...props} /> : null}
    </Modal>
  );
}

function ReplaceTitle({ replacing }: { replacing: { rentalProductId: number } | null }) {
  const { t } = useTranslation();
  const line = useReplacedLine(replacing?.rentalProductId ?? null);
  return t('RENTAL_PRODUCTS.REPLACE_TITLE', { internalNumber: line.data?.product.internalNumber ?? '' });
}

const problemKeys = {
  notAvailable: 'RENTAL_PRODUCTS.NOT_AVAILABLE',
  alreadyChosen: 'RENTAL_PRODUCTS.ALREADY_CHOSEN',
  noPrice: 'RENTAL_PRODUCTS.NO_PRICE',
  notCompatible: 'RENTAL_PRODUCTS.NOT_COMPATIBLE',
  bikeLimit: 'RENTAL_PRODUCTS.BIKE_LIMIT',
} as const satisfies Record<SearchProblem, string>;

function Field({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

function PickerBody({
  onClose,
  mode,
  period,
  pricingType,
  rentalId,
  excludedProductIds,
  bikeCount,
  replacing,
  onPicked,
}: ProductPickerModalProps) {
  const { t } = useTranslation();
  const [searchBy, setSearchBy] = useState<'number' | 'camera'>('number');
  const [number, setNumber] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [scanned, setScanned] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const available = useAvailableProducts({
    searchStartDate: period.startDate,
    searchEndDate: period.endDate,
    rentalId: rentalId ?? null,
  });
  const replacedLine = useReplacedLine(mode === 'replace' ? (replacing?.rentalProductId ?? null) : null);
  const replacedDeclination = replacedLine.data?.product.declination ?? null;
  const isLoading = available.isPending || (mode === 'replace' && replacedLine.isPending);

  const { options, modelOf } = useMemo(() => {
    const byRange = new Map<string, string[]>();
    // Each number's model (and size), shown beside it in the list.
    const models = new Map<string, string>();
    for (const group of available.data ?? []) {
      const items = byRange.get(group.range.name) ?? [];
      for (const product of group.availableProducts) {
        if (excludedProductIds.includes(product.id)) continue;
        items.push(product.internalNumber);
        models.set(
          product.internalNumber,
          [group.model, group.size].filter((part) => part.trim()).join(' · '),
        );
      }
      byRange.set(group.range.name, items);
    }
    return {
      options: [...byRange.entries()]
        .filter(([, items]) => items.length > 0)
        .map(([group, items]) => ({ group, items: items.sort((a, b) => a.localeCompare(b)) })),
      modelOf: models,
    };
  }, [available.data, excludedProductIds]);
  const availableCount = options.reduce((count, group) => count + group.items.length, 0);

  const verdict: SearchVerdict | null = useMemo(() => {
    if (searched === null || !available.data || (mode === 'replace' && !replacedDeclination)) return null;
    return searchProduct(searched, {
      groups: available.data,
      excludedProductIds,
      pricingType,
      bikeCount,
      replacedGroup: mode === 'replace' ? replacedDeclination : null,
    });
  }, [searched, available.data, excludedProductIds, pricingType, bikeCount, mode, replacedDeclination]);

  const search = (value: string) => {
    const code = value.trim();
    if (code === '') return;
    setSearched(code);
  };
  const handleScan = (code: string) => {
    confirmScan();
    setScanned(code);
    setNumber(code.trim());
    search(code);
  };
  useHandScanner(handleScan, { enabled: !confirming });

  const found = verdict?.kind === 'found' ? verdict.product : null;
  const shown = verdict?.product ?? null;
  const periodText = { start: formatDateTime(period.startDate), end: formatDateTime(period.endDate) };

  const handleSubmit = () => {
    if (!found) return;
    if (mode === 'replace') {
      setConfirming(true);
      return;
    }
    onPicked({ productId: found.id, internalNumber: found.internalNumber });
    onClose();
  };
  const handleReplaceChoice = (choice: ReplaceChoice) => {
    if (!found || !replacing) return;
    setConfirming(false);
    onPicked({
      productId: found.id,
      internalNumber: found.internalNumber,
      replacedProduct: {
        oldProductId: replacing.productId,
        comment: choice.setUnavailable ? choice.comment : null,
        setUnavailable: choice.setUnavailable,
      },
    });
    onClose();
  };

  return (
    <Stack gap="md">
      {mode === 'replace' && replacedLine.data ? (
        <Paper withBorder radius="sm" p="sm" bg="gray.0" data-testid="picker-replaced">
          <Text size="sm">
            {t('RENTAL_PRODUCTS.REPLACED', {
              internalNumber: replacedLine.data.product.internalNumber,
              declination: `${replacedLine.data.product.declination.range.name} · ${replacedLine.data.product.declination.model} · ${replacedLine.data.product.declination.size}`,
            })}
          </Text>
        </Paper>
      ) : null}

      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('RENTAL_PRODUCTS.SEARCH_MODE')}
        </Text>
        <SegmentedControl
          value={searchBy}
          onChange={(value) => setSearchBy(value === 'camera' ? 'camera' : 'number')}
          data={[
            {
              value: 'number',
              label: (
                <Group gap={6} wrap="nowrap" justify="center">
                  <IconKeyboard size={16} />
                  {t('RENTAL_PRODUCTS.MODE_NUMBER')}
                </Group>
              ),
            },
            {
              value: 'camera',
              label: (
                <Group gap={6} wrap="nowrap" justify="center">
                  <IconCamera size={16} />
                  {t('RENTAL_PRODUCTS.MODE_CAMERA')}
                </Group>
              ),
            },
          ]}
          data-testid="picker-mode"
        />
      </Stack>

      {searchBy === 'number' ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            // React carries a submit through the portal to the page's own form: it stops here.
            event.stopPropagation();
            search(number);
          }}
        >
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <Autocomplete
              label={t('RENTAL_PRODUCTS.NUMBER_LABEL')}
              placeholder={t('RENTAL_PRODUCTS.NUMBER_PLACEHOLDER')}
              withAsterisk
              data={options}
              renderOption={({ option }) => (
                <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
                  <Text size="sm">{option.value}</Text>
                  <Text size="xs" c="dimmed" truncate data-testid="picker-number-model">
                    {modelOf.get(option.value) ?? ''}
                  </Text>
                </Group>
              )}
              limit={100}
              maxDropdownHeight={260}
              value={number}
              onChange={setNumber}
              onOptionSubmit={(value) => {
                setNumber(value);
                search(value);
              }}
              leftSection={<IconBarcode size={16} />}
              style={{ flex: 1 }}
              data-autofocus
              data-hand-scanner="accept"
              data-testid="picker-number"
            />
            <Button
              type="submit"
              disabled={number.trim() === '' || isLoading}
              loading={isLoading && searched !== null}
              data-testid="picker-search"
            >
              {t('RENTAL_PRODUCTS.SEARCH')}
            </Button>
          </Group>
        </form>
      ) : (
        <CameraScanner onDecoded={handleScan} />
      )}

      {available.isError ? (
        <Alert color="red" data-testid="picker-load-error">
          {t('RENTAL_PRODUCTS.LOAD_ERROR')}
        </Alert>
      ) : isLoading ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t('RENTAL_PRODUCTS.LOADING')}
          </Text>
        </Group>
      ) : (
        <Text size="xs" c="dimmed" data-testid="picker-available-count">
          {t('RENTAL_PRODUCTS.AVAILABLE_COUNT', { count: availableCount, ...periodText })} ·{' '}
          {t('RENTAL_PRODUCTS.HAND_SCANNER_HINT')}
        </Text>
      )}

      {scanned !== null ? (
        <Text size="sm" c="dimmed" data-testid="picker-scanned">
          {t('RENTAL_PRODUCTS.SCANNED', { code: scanned })}
        </Text>
      ) : null}

      {shown ? (
        <Paper withBorder radius="sm" p="sm" data-testid="picker-result">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Field label={t('RENTAL_PRODUCTS.PRODUCT_ID')} value={shown.id} testId="picker-result-id" />
            <Field
              label={t('RENTAL_PRODUCTS.NUMBER_LABEL')}
              value={shown.internalNumber}
              testId="picker-result-number"
            />
            <Field
              label={t('RENTAL_PRODUCTS.RANGE')}
              value={shown.group.range.name}
              testId="picker-result-range"
            />
            <Field
              label={t('RENTAL_PRODUCTS.MODEL')}
              value={`${shown.group.model} · ${shown.group.size}`}
              testId="picker-result-model"
            />
          </SimpleGrid>
        </Paper>
      ) : null}

      {verdict?.kind === 'refused' ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="picker-problem">
          {t(problemKeys[verdict.problem], {
            internalNumber: verdict.product?.internalNumber ?? searched ?? '',
            replaced: replacedLine.data?.product.internalNumber ?? '',
            limit: bikeLimit,
            ...periodText,
          })}
        </Alert>
      ) : null}

      <Group justify="flex-end" gap="sm" mt="sm">
        <Button variant="default" onClick={onClose} data-testid="picker-cancel">
          {t('CANCEL')}
        </Button>
        <Button onClick={handleSubmit} disabled={!found} data-testid="picker-submit">
          {mode === 'replace' ? t('RENTAL_PRODUCTS.REPLACE') : t('RENTAL_PRODUCTS.ADD')}
        </Button>
      </Group>

      {mode === 'replace' && found ? (
        <ReplaceCommentModal
          opened={confirming}
          oldInternalNumber={replacedLine.data?.product.internalNumber ?? ''}
          newInternalNumber={found.internalNumber}
          onCancel={() => setConfirming(false)}
          onConfirm={handleReplaceChoice}
        />
      ) : null}
    </Stack>
  );
}
