import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { registerServiceWorker } from './offline/service-worker.ts';
import { useAuth } from './state/auth-store.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
registerServiceWorker();
// Who is signed in is asked at once, while the first route's code loads, not after it.
void useAuth.getState().checkUser();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
