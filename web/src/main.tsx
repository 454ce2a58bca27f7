// Entry: Mantine (theme, toasts top-right, at most 20), then the app.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { LIMITS } from '@practice-desk/contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { theme } from './app/theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <Notifications position="top-right" limit={LIMITS.maxToasts} />
      <App />
    </MantineProvider>
  </StrictMode>,
);
