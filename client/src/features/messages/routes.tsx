import type { FeatureRoutes } from '@client/lib/routes';
import { paths } from '@client/paths';

export const messagesRoutes: FeatureRoutes = {
  protected: [
    {
      path: paths.messages,
      lazy: async () => ({ Component: (await import('./routes/messages-page')).MessagesPage }),
    },
    {
      path: paths.chat(':otherId'),
      lazy: async () => ({ Component: (await import('./routes/chat-page')).ChatPage }),
    },
  ],
};
