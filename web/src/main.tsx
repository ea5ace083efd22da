import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { warmStart } from './app/warm-start';
import { createCoreServices } from './data/core-services';
import { followStorageEvents } from './stores/auth-store';

const core = createCoreServices({ storage: window.localStorage });
followStorageEvents(core.auth, window.localStorage, window);
warmStart(core, window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App core={core} />
  </StrictMode>,
);
