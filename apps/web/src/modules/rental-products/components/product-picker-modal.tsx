import { Alert, Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { bikeLimit } from '@velodesk/contract/api/rentals';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useReplacedLine } from '../hooks/use-picker-data.ts';
import type { SearchProblem } from '../product-search.ts';
import { PickerNumberSearch } from './picker-number-search.tsx';
import { PickerResult } from './picker-result.tsx';
import { PickerSearchMode } from './picker-search-mode.tsx';
import { PickerStatus } from './picker-status.tsx';
import { ReplaceCommentModal } from './replace-comment-modal.tsx';
import { useProductPicker } from './use-product-picker.ts';

/**
 * The camera's reader (zxing, 40 KB as sent) loads when the camera is chosen, not with the rental
 * page: most products are typed or scanned by hand (docs/decisions/barcode-scanning.md).
 */
const CameraScanner = lazy(() =>
  import('./camera-scanner.tsx').then((module) => ({ default: module.CameraScanner })),
);

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

function PickerBody(props: ProductPickerModalProps) {
  const { mode, onClose } = props;
  const { t } = useTranslation();
  const picker = useProductPicker(props);
  const { verdict, found, shown, replacedLine, searched } = picker;
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

      <PickerSearchMode picker={picker} />

      {picker.searchBy === 'number' ? (
        <PickerNumberSearch picker={picker} />
      ) : (
        <Suspense fallback={<Loader size="sm" data-testid="camera-loading" />}>
          <CameraScanner onDecoded={picker.handleScan} />
        </Suspense>
      )}

      <PickerStatus picker={picker} />

      {picker.scanned !== null ? (
        <Text size="sm" c="dimmed" data-testid="picker-scanned">
          {t('RENTAL_PRODUCTS.SCANNED', { code: picker.scanned })}
        </Text>
      ) : null}

      {shown ? <PickerResult shown={shown} /> : null}

      {verdict?.kind === 'refused' ? (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="picker-problem">
          {t(problemKeys[verdict.problem], {
            internalNumber: verdict.product?.internalNumber ?? searched ?? '',
            replaced: replacedLine.data?.product.internalNumber ?? '',
            limit: bikeLimit,
            ...picker.periodText,
          })}
        </Alert>
      ) : null}

      <Group justify="flex-end" gap="sm" mt="sm">
        <Button variant="default" onClick={onClose} data-testid="picker-cancel">
          {t('CANCEL')}
        </Button>
        <Button onClick={picker.handleSubmit} disabled={!found} data-testid="picker-submit">
          {mode === 'replace' ? t('RENTAL_PRODUCTS.REPLACE') : t('RENTAL_PRODUCTS.ADD')}
        </Button>
      </Group>

      {mode === 'replace' && found ? (
        <ReplaceCommentModal
          opened={picker.confirming}
          oldInternalNumber={replacedLine.data?.product.internalNumber ?? ''}
          newInternalNumber={found.internalNumber}
          onCancel={picker.cancelConfirming}
          onConfirm={picker.handleReplaceChoice}
        />
      ) : null}
    </Stack>
  );
}
