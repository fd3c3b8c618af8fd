import type { FeatureRoutes } from '@client/lib/routes';
import { paths } from '@client/paths';

export const messagesRoutes: FeatureRoutes = {
  protected: [
    {
      // On a desktop the threads stay beside the open conversation (docs/product.md §10.1).
      path: paths.messages,
      lazy: async () => ({
        Component: (await import('./routes/messages-layout')).MessagesLayout,
      }),
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('./routes/messages-page')).MessagesPage }),
        },
        {
          path: paths.chat(':otherId'),
          lazy: async () => ({ Component: (await import('./routes/chat-page')).ChatPage }),
        },
      ],
    },
  ],
};
