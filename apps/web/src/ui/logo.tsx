import { Group, Text } from '@mantine/core';

/** The bike mark of Velodesk. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-teal-7)" />
      <g fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="8" cy="20.5" r="5" />
        <circle cx="24" cy="20.5" r="5" />
        <path d="M8 20.5L15 20.5L12.5 12.5ZM12.5 12.5H21.5L15 20.5M21.5 12.5L24 20.5M11 10.5h3.5M21.5 12.5L20.8 9.5h2.6" />
      </g>
    </svg>
  );
}

/** The logo with the product name. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Group gap={10} wrap="nowrap" data-testid="app-logo">
      <LogoMark size={size} />
      <Text fw={700} fz={size * 0.62} c="dark.7" lh={1} style={{ letterSpacing: '-0.02em' }}>
        Velo<span style={{ color: 'var(--mantine-color-teal-7)' }}>desk</span>
      </Text>
    </Group>
  );
}
