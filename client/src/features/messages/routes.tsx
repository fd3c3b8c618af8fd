import type { FeatureRoutes } from '../../lib/routes';
import { paths } from '../../paths';

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
