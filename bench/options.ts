import { parseArgs } from 'node:util';

/** How much data the seed writes. */
export interface Counts {
  members: number;
  listings: number;
  wants: number;
  friendships: number;
  messages: number;
}

/** How hard and how long the load runs. */
interface Load {
  /** Seconds each HTTP scenario is measured (after a short warm-up). */
  seconds: number;
  connections: number;
  sockets: number;
  /** Messages per second between random pairs of connected members. */
  messageRate: number;
  realtimeSeconds: number;
}

export interface Options {
  size: string;
  counts: Counts;
  load: Load;
  /** postgres://… for PostgreSQL; undefined for the embedded database. */
  databaseUrl: string | undefined;
  reseed: boolean;
  build: 'auto' | 'always' | 'never';
  distDir: string;
  lighthouse: boolean;
  /** CI mode: timings are reported, only the deterministic budgets fail the run. */
  ci: boolean;
  port: number;
  /** Where the server writes a V8 CPU profile when it stops (node --cpu-prof), if anywhere. */
  cpuProf: string | undefined;
  /** Only these pages' figures, printed and not written (a probe, e.g. with --cpu-prof). */
  only: string[] | undefined;
}

const SIZES: Record<string, { counts: Counts; load: Load }> = {
  // Seconds, not minutes: keeps the script working in CI.
  ci: {
    counts: { members: 200, listings: 2_000, wants: 500, friendships: 1_000, messages: 2_000 },
    load: { seconds: 1, connections: 50, sockets: 20, messageRate: 20, realtimeSeconds: 2 },
  },
  small: {
    counts: {
      members: 2_000,
      listings: 20_000,
      wants: 5_000,
      friendships: 20_000,
      messages: 20_000,
    },
    load: { seconds: 5, connections: 50, sockets: 100, messageRate: 50, realtimeSeconds: 10 },
  },
  medium: {
    counts: {
      members: 5_000,
      listings: 200_000,
      wants: 25_000,
      friendships: 50_000,
      messages: 200_000,
    },
    load: { seconds: 10, connections: 50, sockets: 300, messageRate: 100, realtimeSeconds: 15 },
  },
  // The neighbourhood-to-city scale.
  full: {
    counts: {
      members: 20_000,
      listings: 1_000_000,
      wants: 100_000,
      friendships: 200_000,
      messages: 1_000_000,
    },
    load: { seconds: 15, connections: 50, sockets: 1_000, messageRate: 200, realtimeSeconds: 30 },
  },
};

const USAGE = `npm run bench -- [options]
  --size ci|small|medium|full   preset sizes (default: small)
  --members N --listings N --wants N --friendships N --messages N   override the seed
  --seconds S --connections N   HTTP load per scenario (default 50 connections)
  --sockets N --rate N --realtime-seconds S   the Socket.IO run
  --db embedded|postgres        default: postgres when DATABASE_URL is set
  --reseed                      seed again even when the database already holds this size
  --build auto|always|never     build DIST_DIR (default dist-bench) when sources are newer
  --no-lighthouse               skip the Lighthouse audits
  --port N                      the server's port (default 3390)
  --only KEY,KEY                only these pages (reference, floor, marketplace, friends, search, detail,
                                seller, nearby, threads, thread, pickups, record, thanks, exchange,
                                seasons, seasonsGuest, events, event, create), printed, no report
                                written
  --cpu-prof DIR                the server writes a CPU profile (.cpuprofile) into DIR when it stops`;

const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/homegrown_bench';

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
  return n;
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      size: { type: 'string', default: 'small' },
      members: { type: 'string' },
      listings: { type: 'string' },
      wants: { type: 'string' },
      friendships: { type: 'string' },
      messages: { type: 'string' },
      seconds: { type: 'string' },
      connections: { type: 'string' },
      sockets: { type: 'string' },
      rate: { type: 'string' },
      'realtime-seconds': { type: 'string' },
      db: { type: 'string' },
      reseed: { type: 'boolean', default: false },
      build: { type: 'string', default: 'auto' },
      'no-lighthouse': { type: 'boolean', default: false },
      port: { type: 'string' },
      'cpu-prof': { type: 'string' },
      only: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const preset = SIZES[values.size];
  if (!preset) throw new Error(`--size must be one of ${Object.keys(SIZES).join(', ')}`);
  const whole = (name: keyof typeof values, fallback: number) =>
    Math.round(positive(name, values[name] as string | undefined, fallback));
  const counts: Counts = {
    members: whole('members', preset.counts.members),
    listings: whole('listings', preset.counts.listings),
    wants: whole('wants', preset.counts.wants),
    friendships: whole('friendships', preset.counts.friendships),
    messages: whole('messages', preset.counts.messages),
  };
  if (counts.members < 10) throw new Error('--members must be at least 10');
  if (counts.friendships > (counts.members * (counts.members - 1)) / 4) {
    throw new Error('--friendships is too many for the number of members');
  }
  const load: Load = {
    seconds: positive('seconds', values.seconds, preset.load.seconds),
    connections: whole('connections', preset.load.connections),
    sockets: Math.min(whole('sockets', preset.load.sockets), counts.members),
    messageRate: positive('rate', values.rate, preset.load.messageRate),
    realtimeSeconds: positive(
      'realtime-seconds',
      values['realtime-seconds'],
      preset.load.realtimeSeconds,
    ),
  };
  const db = values.db ?? (env.DATABASE_URL ? 'postgres' : 'embedded');
  if (db !== 'embedded' && db !== 'postgres') throw new Error('--db must be embedded or postgres');
  const build = values.build;
  if (build !== 'auto' && build !== 'always' && build !== 'never') {
    throw new Error('--build must be auto, always or never');
  }
  const custom = ['members', 'listings', 'wants', 'friendships', 'messages'].some(
    (k) => values[k as keyof typeof values] !== undefined,
  );
  return {
    size: custom ? `custom-${Object.values(counts).join('-')}` : values.size,
    counts,
    load,
    databaseUrl: db === 'postgres' ? (env.DATABASE_URL ?? DEFAULT_PG) : undefined,
    reseed: values.reseed,
    build,
    distDir: env.DIST_DIR ?? 'dist-bench',
    lighthouse: !values['no-lighthouse'] && values.size !== 'ci',
    ci: values.size === 'ci',
    port: whole('port', 3390),
    cpuProf: values['cpu-prof'],
    only: values.only?.split(',').map((key) => key.trim()),
  };
}
