import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, appRouter, loadFirstPage, preloadFirstPage } from './app.tsx';
import { afterFirstPage } from './offline/open-db.ts';
import { registerServiceWorker } from './offline/service-worker.ts';
import { useAuth } from './state/auth-store.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// The service worker's install fetches the whole app shell: not while the first page loads what it shows.
void afterFirstPage().then(registerServiceWorker);
// Who is signed in is asked at once, while the first route's code loads, not after it; then the
// router is made, it asks for that code, its loaders start the page's reads, and React renders:
// each in a task of its own, so that none of them makes one long task on a slow tablet.
setTimeout(() => void useAuth.getState().checkUser());
setTimeout(appRouter);
setTimeout(preloadFirstPage);
setTimeout(loadFirstPage);
// Rendered as a transition, the first render yields to the browser every few milliseconds: no
// one long task on a slow tablet (the commit itself stays one task).
setTimeout(() => {
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
