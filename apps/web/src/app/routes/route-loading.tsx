import { Center, Loader } from '@mantine/core';

/** Shown on the very first load while the visited route's chunk arrives (react-router's hydrate fallback). */
export function RouteLoading() {
  return (
    <Center mih="50vh" data-testid="route-loading">
      <Loader color="teal" />
    </Center>
  );
}
