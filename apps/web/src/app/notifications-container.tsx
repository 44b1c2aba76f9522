import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

/**
 * Mantine's notification container with its style sheets: `Providers` loads it after the first render
 * (docs/decisions/web-delivery.md), so neither weighs on the first download; the store `notify` writes
 * to is in the first download, and a notification pushed before the container arrives shows then.
 */
export { Notifications } from '@mantine/notifications';
