import { Group, Loader, Switch } from '@mantine/core';
import { useState } from 'react';

export interface ActiveSwitchProps {
  checked: boolean;
  /** Saves the new value; the switch is blocked and a spinner shows until it settles. */
  onToggle: (next: boolean) => Promise<unknown>;
  label: string;
  testId: string;
  disabled?: boolean;
}

/**
 * The activation switch of a grid row (sites, companies, users, profiles, features): flips on
 * click, blocked with a spinner until the save settles.
 */
export function ActiveSwitch({ checked, onToggle, label, testId, disabled = false }: ActiveSwitchProps) {
  const [isSaving, setIsSaving] = useState(false);
  const handleChange = async () => {
    if (isSaving) return;
    setIsSaving(true);
    try {
      await onToggle(!checked);
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <Group gap={6} wrap="nowrap">
      <Switch
        checked={checked}
        onChange={() => void handleChange()}
        disabled={disabled || isSaving}
        aria-label={label}
        color="teal"
        size="sm"
        wrapperProps={{ 'data-testid': testId, 'data-checked': checked || undefined }}
      />
      {isSaving ? <Loader size={14} color="teal" data-testid={`${testId}-saving`} /> : null}
    </Group>
  );
}
