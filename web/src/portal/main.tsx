// The client portal's entry: a light page of its own (Mantine core, no grid, no router library),
// opened by a client's contact from a mailed link, most often on a phone.
import './portal-styles';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './PortalApp';
import { portalTheme } from './portal-theme';

const root = document.getElementById('root');
if (!root) throw new Error('portal.html has no #root');
createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={portalTheme}>
      <PortalApp />
    </MantineProvider>
  </StrictMode>,
);
