// Entry: Mantine (theme, toasts top-right below the bar, at most 20), then the app.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { LIMITS } from '@practice-desk/contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import notificationClasses from './app/notifications.module.css';
import { cssVariables, theme } from './app/theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariables}>
      {/* Below the 52 px top bar, so a toast never hides the account menu. */}
      <Notifications
        position="top-right"
        limit={LIMITS.maxToasts}
        containerWidth={360}
        classNames={{ root: notificationClasses.root }}
      />
      <App />
    </MantineProvider>
  </StrictMode>,
);
