import { Badge, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // Badges never shrink below their text (Mantine truncates them in narrow table cells).
    Badge: Badge.extend({ styles: { root: { minWidth: 'max-content' } } }),
  },
});
