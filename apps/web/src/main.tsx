import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { reloadOnPreloadErrors } from './app/pages/chunk-reload.ts';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';

// A lazy file of an older deployment is gone: reload once (spec §8).
reloadOnPreloadErrors();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
