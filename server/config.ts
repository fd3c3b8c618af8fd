import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Env, parseEnv, parseModeratorEmails, parseTrustProxy, vapidFrom } from './config-env';
import { deriveLocationKey, derivePhotoKey, deriveUnsubscribeKey } from './config-keys';
import { persistentSecret, persistentVapidKeys } from './config-secrets';
import type { VapidKeys } from './config-vapid';

/** How the server names itself to the services it calls (tile usage policies require it). */
const USER_AGENT = 'Homegrown/0.1 (neighbourhood garden marketplace)';

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
  /** How old In season near you's counts may get before they are counted again. */
  seasonsRebuildMs: number;
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

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnv(source);
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
    seasonsRebuildMs: env.SEASONS_REBUILD_MINUTES * 60_000,
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
