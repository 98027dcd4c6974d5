import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

/** One icon button of a grid row's actions, with its tooltip. */
export function RowAction({
  label,
  onClick,
  children,
  testId,
  color = 'gray',
  disabled = false,
  isLoading = false,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  testId: string;
  color?: string;
  disabled?: boolean;
  isLoading?: boolean;
}) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="subtle"
        color={color}
        onClick={(event) => {
          event.stopPropagation();
          onClick();
        }}
        disabled={disabled}
        loading={isLoading}
        aria-label={label}
        data-testid={testId}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
