import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** The Velodesk light theme: teal accents on calm greys. */
const brand: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#12b886',
  '#0ca678',
  '#099268',
  '#087f5b',
];

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 7,
  colors: { brand },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Menu: { defaultProps: { shadow: 'md' } },
    Tooltip: { defaultProps: { openDelay: 300 } },
    // One title look for every dialog, whether it is given as a text or as an element.
    Modal: { styles: { title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } } },
  },
});
