/**
 * Per sender, over REST and the socket alike: generous for a lively chat (one message every
 * third of a second for ten seconds), tight enough to stop a script flooding someone.
 */
export const MESSAGE_RATE = { windowMs: 10_000, limit: 30 } as const;
