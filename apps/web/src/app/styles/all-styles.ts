/**
 * Mantine's full style sheets, loaded with every lazy page and layout (see `page()` in router.tsx);
 * the first download carries only `first-page-styles.ts`. The notifications sheets come with their container
 * (`notifications-container.tsx`).
 */
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
