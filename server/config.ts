import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deriveLocationKey } from '@server/modules/map/cloak';
import { parseModeratorEmails } from '@server/modules/moderation/moderators';
import { deriveUnsubscribeKey } from '@server/modules/notifications/unsubscribe-token';
import { derivePhotoKey } from '@server/modules/photos/signing';
import {
  generateVapidKeys,
  isVapidPair,
  parseStoredVapidKeys,
  VAPID_PRIVATE_KEY_FORMAT,
  VAPID_PUBLIC_KEY_FORMAT,
  type VapidKeys,
} from '@server/modules/push/vapid';
import { z } from 'zod';

/** How the server names itself to the services it calls (tile usage policies require it). */
export const USER_AGENT = 'Homegrown/0.1 (neighbourhood garden marketplace)';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const VAPID_HOW = 'npx web-push generate-vapid-keys makes a pair';

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

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  outboxDir: string;
  databaseUrl: string | undefined;
  /** Statements prepared by shape on PostgreSQL (server/db/named-statements.ts). */
  namedStatements: boolean;
  redisUrl: string | undefined;
  jwtSecret: string;
  /** Keys the cloaked home points (docs/decisions.md "Locations and privacy"). */
  locationKey: Buffer;
  /** Signs photo URLs of listings not everyone may see (docs/decisions.md "Photos"). */
  photoKey: Buffer;
  /** Web Push (docs/product.md §8.10): the VAPID identity and the push services we may call. */
  push: VapidKeys & {
    subject: string;
    /** `host[:port]` patterns (`*.` for any subdomain) an endpoint may name besides the browsers'. */
    allowedHosts: string[];
  };
  /** Signs the one-click unsubscribe links of notification e-mails (docs/decisions.md "Notification e-mails"). */
  unsubscribeKey: Buffer;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean | number | string;
  demoData: boolean;
  rateLimits: boolean;
  bcryptRounds: number;
  logLevel: Env['LOG_LEVEL'];
  site: {
    contactEmail: string;
    supportEmail: string;
    city: string;
    social: { instagram: string; facebook: string; x: string };
  };
  geocoderUrl: string | undefined;
  /** The User-Agent of every request to the geocoder and the map's upstreams. */
  userAgent: string;
  /** Names this process in the X-Served-By header, so a multi-process setup can be observed. */
  instanceId: string | undefined;
  /** Unset: /api/metrics answers the host itself only; set: the bearer of this token only. */
  metricsToken: string | undefined;
  /** Lower-cased addresses made moderators at start-up and on sign-up (docs/product.md §14.3). */
  moderatorEmails: string[];
  map: {
    provider: Env['MAP_PROVIDER'];
    apiKey: string | undefined;
    upstreamUrl: string | undefined;
    /** The tile cache under DATA_DIR/tiles is trimmed back below this size (housekeeping). */
    tileCacheMaxBytes: number;
  };
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** A secret generated once and kept in DATA_DIR, so tokens survive restarts without setup. */
function persistentSecret(dataDir: string): string {
  return persistOnce(path.join(dataDir, 'jwt-secret'), () => randomBytes(48).toString('base64url'));
}

/** Made once and kept in DATA_DIR, so subscribed devices keep receiving across restarts. */
function persistentVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'vapid-keys.json');
  return parseStoredVapidKeys(
    persistOnce(file, () => JSON.stringify(generateVapidKeys())),
    file,
  );
}

/** `file`'s content, written by `make` the first time. */
function persistOnce(file: string, make: () => string): string {
  if (!existsSync(file)) {
    // Processes starting together on a fresh folder must all keep the first secret written
    // (one of them goes on to serve with it): a hard link publishes it whole, or fails.
    const staging = `${file}.${process.pid}`;
    writeFileSync(staging, make(), { mode: 0o600 });
    try {
      linkSync(staging, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      rmSync(staging, { force: true });
    }
  }
  return readFileSync(file, 'utf8').trim();
}

/** The VAPID pair set in the environment: both halves, matching, or neither. */
function vapidFrom(env: Env): VapidKeys | undefined {
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

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const vapid = vapidFrom(env);
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const uploadsDir = path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads'));
  const outboxDir = path.join(dataDir, 'outbox');
  const jwtSecret = env.JWT_SECRET ?? persistentSecret(dataDir);
  mkdirSync(uploadsDir, { recursive: true });
  mkdirSync(outboxDir, { recursive: true });
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    uploadsDir,
    outboxDir,
    databaseUrl: env.DATABASE_URL,
    namedStatements: env.DATABASE_NAMED_STATEMENTS ?? true,
    redisUrl: env.REDIS_URL,
    jwtSecret,
    locationKey: deriveLocationKey(env.LOCATION_SECRET ?? jwtSecret),
    photoKey: derivePhotoKey(jwtSecret),
    unsubscribeKey: deriveUnsubscribeKey(jwtSecret),
    push: {
      ...(vapid ?? persistentVapidKeys(dataDir)),
      subject: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`,
      allowedHosts: env.PUSH_ALLOWED_HOSTS.split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    },
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    // Demo gardeners only on the embedded database unless asked (docs/product.md §12.7).
    demoData: env.DEMO_DATA ?? !env.DATABASE_URL,
    rateLimits: env.RATE_LIMITS,
    bcryptRounds: env.BCRYPT_ROUNDS,
    logLevel: env.LOG_LEVEL,
    site: {
      contactEmail: env.CONTACT_EMAIL,
      supportEmail: env.SUPPORT_EMAIL,
      city: env.CITY,
      social: {
        instagram: env.SOCIAL_INSTAGRAM,
        facebook: env.SOCIAL_FACEBOOK,
        x: env.SOCIAL_X,
      },
    },
    geocoderUrl: env.GEOCODER_URL,
    userAgent: USER_AGENT,
    instanceId: env.INSTANCE_ID,
    metricsToken: env.METRICS_TOKEN,
    moderatorEmails: parseModeratorEmails(env.MODERATOR_EMAILS),
    map: {
      provider: env.MAP_PROVIDER,
      apiKey: env.MAP_API_KEY,
      upstreamUrl: env.TILE_UPSTREAM_URL,
      tileCacheMaxBytes: env.TILE_CACHE_MAX_MB * 1024 * 1024,
    },
  };
}
