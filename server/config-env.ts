import { z } from 'zod';
import {
  isVapidPair,
  VAPID_PRIVATE_KEY_FORMAT,
  VAPID_PUBLIC_KEY_FORMAT,
  type VapidKeys,
} from './config-vapid';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const VAPID_HOW = 'npx web-push generate-vapid-keys makes a pair';

/** MODERATOR_EMAILS as a list: comma-separated, compared without case. */
export function parseModeratorEmails(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** Every setting, validated at start-up so a bad value fails fast with a clear message. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  UPLOADS_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  LOCATION_SECRET: z.string().min(32, 'LOCATION_SECRET must be at least 32 characters').optional(),
  /** Unset: http://localhost:PORT, so e-mailed links follow the port the server listens on. */
  APP_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('Homegrown <no-reply@homegrown.local>'),
  TRUST_PROXY: z.string().default('false'),
  DEMO_DATA: bool.optional(),
  DATABASE_NAMED_STATEMENTS: bool.optional(),
  RATE_LIMITS: bool.default(true),
  SEASONS_REBUILD_MINUTES: z.coerce.number().int().min(1).max(10_080).default(1440),
  BCRYPT_ROUNDS: z.coerce.number().int().min(10).max(15).default(12),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CONTACT_EMAIL: z.email().default('hello@homegrown.community'),
  SUPPORT_EMAIL: z.email().default('support@homegrown.community'),
  CITY: z.string().default('Salt Lake City, Utah'),
  SOCIAL_INSTAGRAM: z.url().default('https://www.instagram.com/homegrown.community'),
  SOCIAL_FACEBOOK: z.url().default('https://www.facebook.com/homegrown.community'),
  SOCIAL_X: z.url().default('https://x.com/homegrowncommunity'),
  GEOCODER_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAP_PROVIDER: z.enum(['osm', 'maptiler', 'thunderforest', 'google']).default('osm'),
  MAP_API_KEY: z.string().optional(),
  TILE_UPSTREAM_URL: z.string().optional(),
  TILE_CACHE_MAX_MB: z.coerce.number().int().min(1).default(512),
  INSTANCE_ID: z.string().max(64).optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(
      VAPID_PUBLIC_KEY_FORMAT,
      `VAPID_PUBLIC_KEY must be a P-256 public key in base64url (${VAPID_HOW})`,
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(
      VAPID_PRIVATE_KEY_FORMAT,
      `VAPID_PRIVATE_KEY must be a P-256 private key in base64url (${VAPID_HOW})`,
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  VAPID_SUBJECT: z
    .string()
    .regex(
      /^(mailto:.+@.+|https:\/\/.+)/,
      'VAPID_SUBJECT must be a mailto: address or an https:// URL',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Push services beyond the browsers' own, `host[:port]` comma-separated (a local test service). */
  PUSH_ALLOWED_HOSTS: z
    .string()
    .regex(
      /^[a-z0-9.*:[\], -]*$/i,
      'PUSH_ALLOWED_HOSTS must be host[:port] names separated by commas',
    )
    .default(''),
  /** Members who work the moderation desk, by address, comma-separated (docs/product.md §14.3). */
  MODERATOR_EMAILS: z
    .string()
    .refine(
      (v) => parseModeratorEmails(v).every((e) => z.email().safeParse(e).success),
      'MODERATOR_EMAILS must be e-mail addresses separated by commas',
    )
    .default(''),
});

export type Env = z.infer<typeof envSchema>;

/** The environment, validated: every wrong setting named at once, so start-up fails fast. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Express's `trust proxy` takes a flag, a hop count or a list of addresses: TRUST_PROXY may be any. */
export function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** The VAPID pair set in the environment: both halves, matching, or neither. */
export function vapidFrom(env: Env): VapidKeys | undefined {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey)
    throw new Error(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both, or neither',
    );
  if (!isVapidPair({ publicKey, privateKey }))
    throw new Error(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY: not the public half of VAPID_PRIVATE_KEY',
    );
  return { publicKey, privateKey };
}
