import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { registerServiceWorker } from './offline/service-worker.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
registerServiceWorker();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
