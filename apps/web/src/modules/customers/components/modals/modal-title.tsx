import { Text } from '@mantine/core';

/** The title of a customers modal. */
export function ModalTitle({ children }: { children: string }) {
  return (
    <Text fw={600} size="lg" component="span">
      {children}
    </Text>
  );
}
