import { ActionIcon, Button, Checkbox, Group, Indicator, Popover, Stack, TextInput } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IsoDateInput } from '../date-input.tsx';
import { isFilterActive } from './grid-query.ts';
import type { ColumnFilter as ColumnFilterSpec, FilterValue } from './grid-types.ts';

const emptyValue = (spec: ColumnFilterSpec): FilterValue => {
  switch (spec.kind) {
    case 'text':
      return { kind: 'text', value: '' };
    case 'number':
      return { kind: 'number', value: '' };
    case 'date':
      return { kind: 'date', after: '', before: '' };
    case 'list':
      return { kind: 'list', values: [] };
  }
};

function FilterFields({
  spec,
  draft,
  onDraft,
  columnLabel,
}: {
  spec: ColumnFilterSpec;
  draft: FilterValue;
  onDraft: (value: FilterValue) => void;
  columnLabel: string;
}) {
  const { t } = useTranslation();
  if (draft.kind === 'text' || draft.kind === 'number') {
    return (
      <TextInput
        size="xs"
        autoFocus
        type={draft.kind === 'number' ? 'number' : 'text'}
        inputMode={draft.kind === 'number' ? 'numeric' : undefined}
        aria-label={t('GRID.FILTER_ON', { column: columnLabel })}
        placeholder={draft.kind === 'number' ? t('GRID.EQUALS') : t('GRID.CONTAINS')}
        value={draft.value}
        onChange={(event) => onDraft({ ...draft, value: event.currentTarget.value })}
        data-testid="grid-filter-input"
      />
    );
  }
  if (draft.kind === 'date') {
    return (
      <Stack gap="xs">
        {/* The app's one date field (one placeholder per language); its calendar stays inside the filter. */}
        <IsoDateInput
          size="xs"
          label={t('GRID.DATE_FROM')}
          value={draft.after}
          onChange={(after) => onDraft({ ...draft, after })}
          popoverProps={{ withinPortal: false }}
          data-testid="grid-filter-after"
        />
        <IsoDateInput
          size="xs"
          label={t('GRID.DATE_TO')}
          value={draft.before}
          onChange={(before) => onDraft({ ...draft, before })}
          popoverProps={{ withinPortal: false }}
          data-testid="grid-filter-before"
        />
      </Stack>
    );
  }
  const options = spec.kind === 'list' ? spec.options : [];
  return (
    <Checkbox.Group
      value={[...draft.values]}
      onChange={(values) => onDraft({ kind: 'list', values })}
      aria-label={t('GRID.FILTER_ON', { column: columnLabel })}
    >
      <Stack gap={6}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            size="xs"
            value={option.value}
            label={t(option.labelKey)}
            data-testid={`grid-filter-option-${option.value}`}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** The filter button of a column header and its popover (text, number, date range or list). */
export function ColumnFilter({
  spec,
  value,
  columnId,
  columnLabel,
  onChange,
}: {
  spec: ColumnFilterSpec;
  value: FilterValue | undefined;
  columnId: string;
  columnLabel: string;
  onChange: (value: FilterValue | undefined) => void;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<FilterValue>(value ?? emptyValue(spec));
  const isActive = isFilterActive(value);
  const targetRef = useRef<HTMLDivElement>(null);
  const popoverId = useId();

  // A filter popover never outlives the user's move elsewhere: when the focus goes outside it (a
  // modal opening takes the focus, whatever opened it), it closes, so that a modal is never
  // opened with a filter popover (also a dialog) still in the page.
  useWindowEvent('focusin', (event) => {
    if (!opened) return;
    const target = event.target as Node | null;
    if (!target) return;
    const inDropdown = target instanceof Element && target.closest(`[data-filter-popover="${popoverId}"]`);
    if (inDropdown || targetRef.current?.contains(target)) return;
    setOpened(false);
  });

  const handleOpen = () => {
    setDraft(value ?? emptyValue(spec));
    setOpened((current) => !current);
  };
  const handleApply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(isFilterActive(draft) ? draft : undefined);
    setOpened(false);
  };
  const handleClear = () => {
    onChange(undefined);
    setOpened(false);
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="md"
      width={240}
      withArrow
      trapFocus
      // Closed means gone at once: no exit animation keeping a second dialog in the page while
      // the next screen or modal opens (on a busy machine the animation's timer runs late).
      transitionProps={{ duration: 0 }}
    >
      <Popover.Target>
        <Indicator ref={targetRef} disabled={!isActive} size={7} offset={3} color="teal">
          <ActionIcon
            size="sm"
            variant={isActive ? 'light' : 'subtle'}
            color={isActive ? 'teal' : 'gray'}
            onClick={handleOpen}
            aria-label={t('GRID.FILTER_ON', { column: columnLabel })}
            data-testid={`grid-filter-${columnId}`}
          >
            <IconFilter size={14} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown
        data-filter-popover={popoverId}
        aria-label={t('GRID.FILTER_ON', { column: columnLabel })}
        data-testid="grid-filter-popover"
      >
        <form onSubmit={handleApply}>
          <Stack gap="sm">
            <FilterFields spec={spec} draft={draft} onDraft={setDraft} columnLabel={columnLabel} />
            <Group justify="space-between" gap="xs">
              <Button
                size="compact-xs"
                variant="subtle"
                color="gray"
                onClick={handleClear}
                data-testid="grid-filter-clear"
              >
                {t('GRID.CLEAR')}
              </Button>
              <Button size="compact-xs" type="submit" data-testid="grid-filter-apply">
                {t('GRID.APPLY')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
