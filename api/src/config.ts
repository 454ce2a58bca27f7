// The environment, read once and validated into a typed config; the only reader of process.env.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

export const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const Port = v.pipe(
  v.optional(v.string(), '3000'),
  v.transform(Number),
  v.integer('PORT must be a whole number'),
  v.minValue(0, 'PORT must be between 0 and 65535'),
  v.maxValue(65535, 'PORT must be between 0 and 65535'),
);
const Url = (name: string, protocols: string[]) =>
  v.optional(
    v.pipe(
      v.string(),
      v.url(`${name} must be a URL`),
      v.check(
        (s) => protocols.some((p) => s.startsWith(p)),
        `${name} must start with ${protocols.join(' or ')}`,
      ),
    ),
  );
const Seconds = (name: string, fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.transform(Number),
    v.integer(`${name} must be a whole number of seconds`),
    v.minValue(1, `${name} must be at least 1`),
  );

const Count = (name: string, fallback: string) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.transform(Number),
    v.integer(`${name} must be a whole number`),
    v.minValue(0, `${name} must be 0 or more`),
  );

/** One address or CIDR range of a proxy, as Fastify's trustProxy takes them. */
function isProxyAddress(entry: string): boolean {
  const [address = '', bits, ...extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}
const TRUST_PROXY_MESSAGE =
  'TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses';
const TrustProxySetting = v.pipe(
  v.optional(v.string(), 'false'),
  v.trim(),
  v.check(
    (s) =>
      s === 'true' ||
      s === 'false' ||
      /^\d+$/.test(s) ||
      s.split(',').every((entry) => isProxyAddress(entry.trim())),
    TRUST_PROXY_MESSAGE,
  ),
  v.transform((s): TrustProxy => {
    if (s === 'true') return true;
    if (s === 'false') return false;
    if (/^\d+$/.test(s)) return Number(s);
    return s.split(',').map((entry) => entry.trim());
  }),
);

const Env = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: Port,
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), 'data'),
  DATABASE_URL: Url('DATABASE_URL', ['postgres://', 'postgresql://']),
  SMTP_URL: Url('SMTP_URL', ['smtp://', 'smtps://']),
  MAIL_FROM: v.optional(v.string(), 'Practice desk <no-reply@practice-desk.local>'),
  CHROME_PATH: v.optional(v.string()),
  APP_URL: Url('APP_URL', ['http://', 'https://']),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'JWT_SECRET must be at least 32 characters'))),
  SIGNING_KEY: v.optional(v.pipe(v.string(), v.minLength(32, 'SIGNING_KEY must be at least 32 characters'))),
  ACCESS_TOKEN_TTL_SECONDS: Seconds('ACCESS_TOKEN_TTL_SECONDS', '900'),
  REFRESH_TOKEN_TTL_DAYS: v.pipe(
    v.optional(v.string(), '30'),
    v.transform(Number),
    v.integer('REFRESH_TOKEN_TTL_DAYS must be a whole number'),
    v.minValue(1),
  ),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  WEB_DIST: v.optional(v.string()),
  RATE_LIMIT_LOGIN_PER_MINUTE: v.pipe(
    v.optional(v.string(), '10'),
    v.transform(Number),
    v.integer('RATE_LIMIT_LOGIN_PER_MINUTE must be a whole number'),
    v.minValue(1),
  ),
  RATE_LIMIT_FORGOT_PER_MINUTE: v.pipe(
    v.optional(v.string(), '5'),
    v.transform(Number),
    v.integer('RATE_LIMIT_FORGOT_PER_MINUTE must be a whole number'),
    v.minValue(1),
  ),
  RATE_LIMIT_AUTH_PER_MINUTE: v.pipe(
    v.optional(v.string(), '20'),
    v.transform(Number),
    v.integer('RATE_LIMIT_AUTH_PER_MINUTE must be a whole number'),
    v.minValue(1),
  ),
  RATE_LIMIT_REFRESH_PER_MINUTE: v.pipe(
    v.optional(v.string(), '120'),
    v.transform(Number),
    v.integer('RATE_LIMIT_REFRESH_PER_MINUTE must be a whole number'),
    v.minValue(1),
  ),
  SEED_DEMO: v.optional(v.picklist(['true', 'false'], 'SEED_DEMO must be true or false'), 'true'),
  TRUST_PROXY: TrustProxySetting,
  BACKUP_DIR: v.optional(v.string()),
  BACKUP_HOUR: v.pipe(
    v.optional(v.string(), '2'),
    v.transform(Number),
    v.integer('BACKUP_HOUR must be a whole hour from 0 to 23'),
    v.minValue(0, 'BACKUP_HOUR must be a whole hour from 0 to 23'),
    v.maxValue(23, 'BACKUP_HOUR must be a whole hour from 0 to 23'),
  ),
  BACKUP_KEEP_DAILY: Count('BACKUP_KEEP_DAILY', '14'),
  BACKUP_KEEP_WEEKLY: Count('BACKUP_KEEP_WEEKLY', '8'),
  BACKUP_SCHEDULE: v.optional(v.picklist(['true', 'false'], 'BACKUP_SCHEDULE must be true or false'), 'true'),
});

/** Fastify's trustProxy: off, every hop, the nearest N hops, or these proxy addresses and ranges. */
export type TrustProxy = boolean | number | string[];

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  chromePath: string;
  /** A PDF render past this is taken for a hung browser, which is killed and relaunched. */
  pdfRenderTimeoutMs: number;
  appUrl: string;
  jwtSecret: string;
  /** Encrypts the signing certificate's password at rest (SIGNING_KEY, else DATA_DIR/signing-key). */
  signingKey: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  logLevel: string;
  webDist: string;
  /** Per minute: failed sign-ins and reset requests, each per IP and per e-mail address; the
   * other public auth calls (register, reset, change password, accept invitation) and token
   * refreshes per IP. Counted in the database, so shared by every instance. */
  rateLimits: {
    loginPerMinute: number;
    forgotPerMinute: number;
    authPerMinute: number;
    refreshPerMinute: number;
  };
  /** Seed the demo practice on start when it is missing. */
  seedDemo: boolean;
  /** Which X-Forwarded-For hops to believe for the client's IP (the per-IP sign-in limit keys on
   * it). Off by default: behind no proxy, a client could otherwise name any IP it likes. */
  trustProxy: TrustProxy;
  /** The time now; tests set it to walk a running timer past midnight. */
  clock: () => Date;
  /** Database backups (modules/backups): where they go, the hour of the daily one (the practice's
   * time zone, Asia/Kolkata by default), how many daily and weekly ones are kept, and whether the
   * scheduled job takes them (tests turn it off). */
  backups: {
    dir: string;
    hour: number;
    keepDaily: number;
    keepWeekly: number;
    scheduled: boolean;
  };
}

export class ConfigError extends Error {}

function readOrCreateSecret(dataDir: string, name: 'jwt-secret' | 'signing-key'): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Parses the environment; throws ConfigError listing every bad variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = v.safeParse(Env, present);
  if (!parsed.success) {
    const lines = parsed.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.output;
  // Instances behind one database must sign with one secret: a secret made up in each one's data
  // directory would make every instance refuse the others' tokens.
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.JWT_SECRET)
    throw new ConfigError(
      'Invalid environment:\n  JWT_SECRET: must be set (at least 32 characters) in production with DATABASE_URL, the same on every instance',
    );
  // The same for the key that opens the signing certificate's password: every instance signs.
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.SIGNING_KEY)
    throw new ConfigError(
      'Invalid environment:\n  SIGNING_KEY: must be set (at least 32 characters) in production with DATABASE_URL, the same on every instance',
    );
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(ROOT_DIR, e.DATA_DIR);
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    chromePath: e.CHROME_PATH ?? '/usr/bin/chromium',
    pdfRenderTimeoutMs: 10_000,
    appUrl: (e.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir, 'jwt-secret'),
    signingKey: e.SIGNING_KEY ?? readOrCreateSecret(dataDir, 'signing-key'),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ?? join(ROOT_DIR, 'web', 'dist'),
    clock: () => new Date(),
    rateLimits: {
      loginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
      forgotPerMinute: e.RATE_LIMIT_FORGOT_PER_MINUTE,
      authPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
      refreshPerMinute: e.RATE_LIMIT_REFRESH_PER_MINUTE,
    },
    seedDemo: e.SEED_DEMO === 'true',
    trustProxy: e.TRUST_PROXY,
    backups: {
      dir: e.BACKUP_DIR
        ? isAbsolute(e.BACKUP_DIR)
          ? e.BACKUP_DIR
          : resolve(ROOT_DIR, e.BACKUP_DIR)
        : join(dataDir, 'backups'),
      hour: e.BACKUP_HOUR,
      keepDaily: e.BACKUP_KEEP_DAILY,
      keepWeekly: e.BACKUP_KEEP_WEEKLY,
      scheduled: e.BACKUP_SCHEDULE === 'true',
    },
  };
}
