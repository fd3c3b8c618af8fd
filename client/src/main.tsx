import './lib/zod-without-eval';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from './app/query-client';
import { createRouter } from './app/router';
import { SessionEffects } from './features/auth/session-effects';
import './styles/global.css';

const queryClient = createQueryClient();
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionEffects />
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
