/**
 * The CSS of the first download: Mantine's base styles and only the components the login page, the
 * guest layout, the loading, error and 404 pages render (the notifications' sheets come with their
 * lazy container, `notifications-container.tsx`) — in the order of Mantine's
 * full `styles.css`, so rules cascade as they do there. Every lazy page loads the full sheets
 * (`all-styles.ts`), whose identical rules then come last and restore Mantine's order for all.
 * `first-page-styles.test.tsx` fails when the first page renders a Mantine class missing here
 * (docs/decisions/web-delivery.md).
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
