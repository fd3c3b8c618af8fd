import './lib/zod-without-eval';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createMemberShellLoader, MemberShellProvider } from './app/layouts/member-shell-loader';
import { createQueryClient } from './app/query-client';
import { createRouter } from './app/router';
import { SessionEffects } from './features/auth/session-effects';
import { createRealtimeStore, RealtimeStoreContext } from './features/messages/realtime-store';
import { initialLocale, switchLocale } from './lib/i18n/locale-store';
import { registerServiceWorkerWhenIdle } from './lib/service-worker';
import './styles/global.css';

// The app's stores: built here, handed down through context, so importing a module starts nothing.
const queryClient = createQueryClient();
const memberShell = createMemberShellLoader();
const realtime = createRealtimeStore();
const router = createRouter();

// The language's catalogue first (a small file): the first screen is already in it. Not a
// top-level await: route chunks import from this entry, which Rolldown then splits apart.
void switchLocale(initialLocale())
  .catch(() => switchLocale('en'))
  .catch(() => undefined)
  .then(start);

function start() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MemberShellProvider loader={memberShell}>
          <RealtimeStoreContext.Provider value={realtime}>
            <SessionEffects />
            <RouterProvider router={router} />
          </RealtimeStoreContext.Provider>
        </MemberShellProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  // After the first screen: the worker (offline shell, Web Push) never delays it.
  registerServiceWorkerWhenIdle();
}
