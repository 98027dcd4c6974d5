import {
  Badge,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchAnswer } from '@velodesk/contract/api/search';
import { CustomerType, RentalType } from '@velodesk/contract/ids';
import { type KeyboardEvent, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { statusColors, statusLabel } from '@/modules/fleet/fleet-statuses.ts';
import { searchKeys } from '@/shared/data/keys/search-keys.ts';
import { mayOpenRoute } from '@/shared/navigation/menu-entries.ts';
import { useGrants } from '@/shared/session/use-grants.ts';
import { formatDateTime } from '@/ui/format.ts';
import { rangeDisplayName } from '@/ui/range-names.ts';
import { fetchSearch } from '../api/search-api.ts';
import { isSearchable, type SearchItem, searchItems } from '../search-results.ts';
import classes from './search-dialog.module.css';
import { SearchProduct } from './search-product.tsx';

interface SearchDialogProps {
  opened: boolean;
  onClose: () => void;
}

const groups = ['rentals', 'customers', 'products'] as const;
const groupTitle = {
  rentals: 'SEARCH.RENTALS',
  customers: 'SEARCH.CUSTOMERS',
  products: 'SEARCH.PRODUCTS',
} as const;

/**
 * The search dialog: rentals by number, customers by name, e-mail or phone, products by internal
 * or serial number, grouped; arrows move through the results, Enter or a click opens one. A product
 * opens its card in the dialog (search-product.tsx): its status and bookings, each a link.
 */
export function SearchDialog({ opened, onClose }: SearchDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 200);
  const [active, setActive] = useState(0);
  const searchable = isSearchable(q);
  const query = useQuery({
    queryKey: searchKeys.list({ q }),
    queryFn: ({ signal }) => fetchSearch(q, signal),
    enabled: opened && searchable,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const answer = searchable ? query.data : undefined;
  const grants = useGrants();
  const canOpenFleet = mayOpenRoute('fleet', grants);
  const items = useMemo(() => searchItems(answer, canOpenFleet), [answer, canOpenFleet]);
  // A new answer starts on its first result.
  const [shown, setShown] = useState(items);
  if (shown !== items) {
    setShown(items);
    setActive(0);
  }

  const close = () => {
    setText('');
    setProduct(null);
    onClose();
  };
  // The product whose card is shown instead of the results (null: the results).
  const [product, setProduct] = useState<{ id: number; fleetPath: string | null } | null>(null);
  const openPath = (path: string) => {
    setProduct(null);
    close();
    navigate(path);
  };
  const openItem = (item: SearchItem | undefined) => {
    if (!item) return;
    if (item.group === 'products') setProduct({ id: item.productId, fleetPath: item.path });
    else openPath(item.path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openItem(items[active]);
    }
  };

  const total = items.length;
  let status: ReactNode = null;
  if (!searchable) status = t('SEARCH.TYPE_MORE');
  else if (query.isError) status = t('SEARCH.FAILED');
  else if (answer && total === 0) status = t('SEARCH.NO_RESULT', { q });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('SEARCH.TITLE')}
      size="lg"
      yOffset="8vh"
      data-testid="search-dialog"
    >
      {product ? (
        <SearchProduct
          productId={product.id}
          fleetPath={product.fleetPath}
          onBack={() => setProduct(null)}
          onOpen={openPath}
        />
      ) : (
        <>
          <TextInput
            data-autofocus
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            placeholder={t('SEARCH.PLACEHOLDER')}
            aria-label={t('SEARCH.PLACEHOLDER')}
            leftSection={<IconSearch size={16} />}
            rightSection={query.isFetching && searchable ? <Loader size={14} /> : null}
            role="combobox"
            aria-expanded={total > 0}
            aria-controls="search-results"
            aria-activedescendant={items[active] ? `search-${items[active]!.key}` : undefined}
            data-testid="search-input"
          />
          <ScrollArea.Autosize mah="60vh" mt="sm">
            <Stack gap="sm" id="search-results" role="listbox" aria-label={t('SEARCH.TITLE')}>
              {status && (
                <Text size="sm" c="dimmed" ta="center" py="md" data-testid="search-status">
                  {status}
                </Text>
              )}
              {answer &&
                groups.map((group) => {
                  const rows = items.filter((item) => item.group === group);
                  if (rows.length === 0) return null;
                  return (
                    <div key={group} data-testid={`search-group-${group}`}>
                      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
                        {t(groupTitle[group])}
                      </Text>
                      {rows.map((item) => {
                        const index = items.indexOf(item);
                        return (
                          <UnstyledButton
                            key={item.key}
                            id={`search-${item.key}`}
                            role="option"
                            aria-selected={index === active}
                            className={classes.result}
                            data-active={index === active || undefined}
                            onMouseEnter={() => setActive(index)}
                            onClick={() => openItem(item)}
                            data-testid={`search-${item.key}`}
                          >
                            <ResultLine answer={answer} item={item} />
                          </UnstyledButton>
                        );
                      })}
                      {answer.more[group] ? (
                        <Text size="xs" c="dimmed" fs="italic" px="xs" data-testid={`search-more-${group}`}>
                          {t('SEARCH.MORE', { count: rows.length })}
                        </Text>
                      ) : null}
                    </div>
                  );
                })}
            </Stack>
          </ScrollArea.Autosize>
          <Text size="xs" c="dimmed" mt="sm">
            {t('SEARCH.HINT')}
          </Text>
        </>
      )}
    </Modal>
  );
}

/** What one result shows: the record's number or name first, then what tells it apart. */
function ResultLine({ answer, item }: { answer: SearchAnswer; item: SearchItem }) {
  const { t, i18n } = useTranslation();
  const id = Number(item.key.slice(item.key.indexOf('-') + 1));
  if (item.group === 'rentals') {
    const rental = answer.rentals?.find((r) => r.id === id);
    if (!rental) return null;
    return (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div>
          <Text size="sm" fw={600}>
            {t('SEARCH.RENTAL_NUMBER', { id: rental.id })} · {rental.customerName || '—'}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(rental.startDate)} → {formatDateTime(rental.endDate)} · {rental.siteName}
          </Text>
        </div>
        <Badge variant="light" color={rental.rentalTypeId === RentalType.contract ? 'teal' : 'blue'}>
          {t(rental.rentalTypeId === RentalType.contract ? 'SEARCH.CONTRACT' : 'SEARCH.RESERVATION')}
        </Badge>
      </Group>
    );
  }
  if (item.group === 'customers') {
    const customer = answer.customers?.find((c) => c.id === id);
    if (!customer) return null;
    return (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div>
          <Text size="sm" fw={600}>
            {customer.name || '—'}
          </Text>
          <Text size="xs" c="dimmed">
            {[customer.email, customer.phone].filter(Boolean).join(' · ') || t('SEARCH.NO_CONTACT')}
          </Text>
        </div>
        <Badge variant="light" color="gray">
          {t(customer.typeId === CustomerType.company ? 'SEARCH.COMPANY' : 'SEARCH.INDIVIDUAL')}
        </Badge>
      </Group>
    );
  }
  const product = answer.products?.find((p) => p.id === id);
  if (!product) return null;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <div>
        <Text size="sm" fw={600}>
          {product.internalNumber}
          {product.serialNumber ? ` · ${t('SEARCH.SERIAL', { serial: product.serialNumber })}` : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {rangeDisplayName(product.rangeName, i18n.language)} · {product.model} · {product.siteName}
        </Text>
      </div>
      <Badge
        variant="light"
        color={statusColors[product.status.id] ?? 'gray'}
        data-testid={`search-status-of-product-${product.id}`}
      >
        {statusLabel(t, product.status)}
      </Badge>
    </Group>
  );
}
