import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createCoreServices } from './data/core-services';
import { followStorageEvents } from './stores/auth-store';

const core = createCoreServices({ storage: window.localStorage });
followStorageEvents(core.auth, window.localStorage, window);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App core={core} />
  </StrictMode>,
);
