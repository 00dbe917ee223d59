import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import proxyaddr from 'proxy-addr';
import { parse as parseYaml } from 'yaml';
import { loadConfig } from '../src/config';

/*
 * The production-like deployment: docker-compose.yml (PostgreSQL + the app) and the Dockerfile in
 * the repository root. Docker is not available where the tests run, so this reads both files and
 * checks them against what the server really needs: the variables its configuration reads, the
 * files it opens at run time, and the paths it serves.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const SERVER_SRC = path.join(ROOT, 'server', 'src');

// ------------------------------------------------------------------------------ docker-compose

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed YAML of any shape; the assertions check it
type Yaml = any;

const compose: Yaml = parseYaml(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'));
const db: Yaml = compose?.services?.db;
const app: Yaml = compose?.services?.app;

/** `environment:` as a map, whether written as a map or as a list of NAME=value. */
function environmentOf(service: Yaml): Record<string, string> {
  const environment = service?.environment ?? {};
  const entries: [string, unknown][] = Array.isArray(environment)
    ? environment.map((item: string) => {
        const at = String(item).indexOf('=');
        return at < 0 ? [String(item), ''] : [String(item).slice(0, at), String(item).slice(at + 1)];
      })
    : Object.entries(environment);
  return Object.fromEntries(entries.map(([name, value]) => [name, scalarText(value)]));
}

/** A YAML scalar as text (compose files hold strings, numbers and booleans); anything else is empty. */
function scalarText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** The container side of a volume or port entry, short ("src:target[:mode]") or long syntax. */
function volumeTargets(service: Yaml): { source: string; target: string }[] {
  return (service?.volumes ?? []).map((volume: Yaml) => {
    if (typeof volume === 'object') return { source: String(volume.source ?? ''), target: String(volume.target) };
    const [source, target] = String(volume).split(':');
    return { source, target };
  });
}

function containerPorts(service: Yaml): number[] {
  return (service?.ports ?? []).map((port: Yaml) => {
    if (typeof port === 'object') return Number(port.target);
    const parts = String(port).split('/')[0].split(':');
    return Number(parts[parts.length - 1]);
  });
}

const healthcheckText = (service: Yaml): string => {
  const test = service?.healthcheck?.test;
  return Array.isArray(test) ? test.join(' ') : String(test ?? '');
};

/**
 * Compose's interpolation of `$VAR`, `${VAR}`, `${VAR:-default}`, `${VAR-default}`,
 * `${VAR:?error}`, `${VAR?error}`, `${VAR:+other}`, `${VAR+other}` and `$$`, against an .env.
 */
function interpolate(value: string, env: Record<string, string | undefined>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (match, name, operator, argument, bare) => {
      if (match === '$$') return '$';
      if (bare) return env[bare] ?? '';
      const current = env[name];
      const unset = current === undefined;
      const empty = unset || current === '';
      switch (operator) {
        case ':-':
          return empty ? argument : current;
        case '-':
          return unset ? argument : current;
        case ':?':
        case '?':
          if (operator === ':?' ? empty : unset) throw new Error(`required variable ${name} is missing: ${argument}`);
          return current!;
        case ':+':
          return empty ? '' : argument;
        case '+':
          return unset ? '' : argument;
        default:
          return current ?? '';
      }
    },
  );
}

/** The app container's environment as Compose would set it from this .env. */
const appEnvironment = (dotEnv: Record<string, string>) =>
  Object.fromEntries(Object.entries(environmentOf(app)).map(([name, value]) => [name, interpolate(value, dotEnv)]));

/**
 * The server's configuration from that environment. DATA_DIR is moved to a temporary folder: the
 * configuration keeps secrets it generates there (the simulator's, when Razorpay is used).
 */
let scratch: string;
beforeAll(() => (scratch = mkdtempSync(path.join(os.tmpdir(), 'hotel-deployment-'))));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const configFrom = (environment: Record<string, string>) => {
  const config = loadConfig({ ...environment, DATA_DIR: scratch });
  return { ...config, dataDir: environment.DATA_DIR };
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every environment variable the server reads: `env.NAME` in config.ts and its parts (config-*.ts), `process.env.NAME` anywhere in src. */
function variablesTheServerReads(): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(SERVER_SRC).filter((name) => /^config(-[a-z]+)?\.ts$/.test(name))) {
    const config = readFileSync(path.join(SERVER_SRC, file), 'utf8');
    for (const match of config.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)) names.add(match[1]);
  }
  for (const file of sourceFiles(SERVER_SRC)) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)|process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]/g))
      names.add(match[1] ?? match[2]);
  }
  return names;
}

const SECRETS = {
  POSTGRES_PASSWORD: 'db-password-from-env',
  JWT_SECRET: 'a-jwt-secret-of-more-than-thirty-two-characters',
  ADMIN_EMAIL: 'owner@hotel.example',
  ADMIN_PASSWORD: 'owner-password',
};

describe('docker-compose.yml', () => {
  it('has a PostgreSQL service with its data on a volume and a pg_isready health check', () => {
    expect(db).toBeDefined();
    expect(String(db.image)).toMatch(/^postgres(:|$)/);
    const data = volumeTargets(db).find((volume) => volume.target.startsWith('/var/lib/postgresql'));
    expect(data).toBeDefined();
    // A named volume declared at the top level (not a path inside the container's own layer).
    expect(Object.keys(compose.volumes ?? {})).toContain(data!.source);
    expect(healthcheckText(db)).toMatch(/pg_isready/);
    // The health check asks for the database the app connects to.
    const dbEnv = environmentOf(db);
    expect(healthcheckText(db)).toContain(`-d ${dbEnv.POSTGRES_DB}`);
  });

  it('builds the app from the Dockerfile in the repository root, once PostgreSQL is healthy', () => {
    expect(app).toBeDefined();
    const build = typeof app.build === 'string' ? { context: app.build } : app.build;
    expect(build).toBeDefined();
    const context = path.resolve(ROOT, build.context ?? '.');
    expect(context).toBe(ROOT);
    expect(existsSync(path.join(context, build.dockerfile ?? 'Dockerfile'))).toBe(true);
    expect(app.depends_on?.db?.condition).toBe('service_healthy');
  });

  it('checks the app through /healthz and publishes port 4000', () => {
    expect(healthcheckText(app)).toMatch(/\/healthz\b/);
    expect(healthcheckText(app)).toMatch(/:4000\b/);
    const env = environmentOf(app);
    expect(env.PORT ?? '4000').toBe('4000');
    expect(containerPorts(app)).toContain(4000);
  });

  it('gives the app more time to stop than the server takes to finish its requests after SIGTERM', () => {
    const grace = /SHUTDOWN_GRACE_MS = ([\d_]+)/.exec(readFileSync(path.join(SERVER_SRC, 'main.ts'), 'utf8'))?.[1];
    expect(grace).toBeDefined();
    const seconds = (duration: string) =>
      [...duration.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s|us)/g)].reduce(
        (sum, [, amount, unit]) => sum + Number(amount) * { h: 3600, m: 60, s: 1, ms: 0.001, us: 0.000001 }[unit]!,
        0,
      );
    // Docker's default is 10 s.
    expect(seconds(String(app.stop_grace_period ?? '10s'))).toBeGreaterThan(Number(grace!.replace(/_/g, '')) / 1000);
  });

  it('keeps DATA_DIR (photos, outbox) on a named volume mounted where DATA_DIR points', () => {
    const dataDir = environmentOf(app).DATA_DIR;
    expect(dataDir).toMatch(/^\//);
    const mount = volumeTargets(app).find((volume) => volume.target === dataDir);
    expect(mount).toBeDefined();
    expect(Object.keys(compose.volumes ?? {})).toContain(mount!.source);
  });

  it('sets only variables the server reads', () => {
    const known = variablesTheServerReads();
    // A sanity check on the scan itself.
    expect([...known]).toEqual(expect.arrayContaining(['PORT', 'DATA_DIR', 'DATABASE_URL', 'JWT_SECRET', 'NODE_ENV']));
    const unknown = Object.keys(environmentOf(app)).filter((name) => !known.has(name));
    expect(unknown).toEqual([]);
  });

  it('sets what production requires, with the secrets taken from .env (required there, never written in the file)', () => {
    const env = environmentOf(app);
    expect(env.NODE_ENV).toBe('production');
    for (const name of ['DATABASE_URL', 'JWT_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'])
      expect({ name, set: env[name] !== undefined && env[name] !== '' }).toEqual({ name, set: true });
    // A payment configuration: Razorpay's keys, or PAYMENT_PROVIDER=simulated for a demo.
    expect(Object.keys(env)).toEqual(
      expect.arrayContaining([
        'RAZORPAY_KEY_ID',
        'RAZORPAY_KEY_SECRET',
        'RAZORPAY_WEBHOOK_SECRET',
        'PAYMENT_PROVIDER',
        'PAYMENT_SIMULATOR_SECRET',
      ]),
    );
    for (const name of ['JWT_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'])
      expect({ name, value: env[name] }).toEqual({
        name,
        value: expect.stringMatching(new RegExp(`^\\$\\{${name}:\\?[^}]+\\}$`)),
      });
    expect(environmentOf(db).POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?[^}]+\}$/);
    // The app's DATABASE_URL reaches the db service with the same user, password and database.
    const dbEnv = environmentOf(db);
    const url = new URL(interpolate(env.DATABASE_URL, SECRETS));
    expect({
      protocol: url.protocol,
      host: url.hostname,
      port: url.port || '5432',
      user: url.username,
      password: url.password,
      database: url.pathname.slice(1),
    }).toEqual({
      protocol: 'postgres:',
      host: 'db',
      port: '5432',
      user: interpolate(dbEnv.POSTGRES_USER, SECRETS),
      password: SECRETS.POSTGRES_PASSWORD,
      database: interpolate(dbEnv.POSTGRES_DB, SECRETS),
    });
  });

  it('gives the server a configuration it starts with, given the secrets and Razorpay keys in .env', () => {
    const config = configFrom(
      appEnvironment({
        ...SECRETS,
        RAZORPAY_KEY_ID: 'rzp_live_key',
        RAZORPAY_KEY_SECRET: 'razorpay-secret',
        RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
      }),
    );
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 4000,
      dataDir: environmentOf(app).DATA_DIR,
      databaseUrl: `postgres://hotel:${SECRETS.POSTGRES_PASSWORD}@db:5432/hotel`,
      jwtSecret: SECRETS.JWT_SECRET,
      adminEmail: SECRETS.ADMIN_EMAIL,
      seedDemoData: false,
      payments: { razorpayKeyId: 'rzp_live_key', razorpayKeySecret: 'razorpay-secret', razorpayWebhookSecret: 'webhook-secret' },
    });
  });

  it('also starts as a demo on the simulated provider with PAYMENT_PROVIDER=simulated, and refuses with neither', () => {
    const demo = configFrom(
      appEnvironment({ ...SECRETS, PAYMENT_PROVIDER: 'simulated', PAYMENT_SIMULATOR_SECRET: 'simulator-secret' }),
    );
    expect(demo.payments).toMatchObject({
      provider: 'simulated',
      razorpayKeyId: undefined,
      simulatorSecret: 'simulator-secret',
    });
    expect(() => configFrom(appEnvironment(SECRETS))).toThrow(
      /RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are required in production/,
    );
  });

  it('publishes the app on the host’s loopback only, and trusts the network’s gateway (the way in from the host) as the proxy', () => {
    const published = (app.ports ?? []).map((port: Yaml) =>
      typeof port === 'object' ? String(port.host_ip ?? '') : String(port).split(':').slice(0, -2).join(':'),
    );
    expect(published).toEqual(['127.0.0.1']);
    const gateway = compose.networks?.default?.ipam?.config?.[0]?.gateway;
    expect(gateway).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    const { trustProxy } = configFrom(appEnvironment({ ...SECRETS, PAYMENT_PROVIDER: 'simulated' }));
    const trusts = proxyaddr.compile(String(trustProxy).split(', '));
    expect([trusts(gateway, 0), trusts('127.0.0.1', 0), trusts('172.30.40.7', 0), trusts('203.0.113.9', 0)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('refuses to start the stack when a required secret is missing from .env', () => {
    for (const name of ['JWT_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']) {
      const { [name as keyof typeof SECRETS]: _missing, ...rest } = SECRETS;
      expect(() => appEnvironment(rest)).toThrow(new RegExp(`required variable ${name}`));
    }
    expect(() => interpolate(environmentOf(db).POSTGRES_PASSWORD, {})).toThrow(/required variable POSTGRES_PASSWORD/);
  });
});

// ---------------------------------------------------------------------------------- Dockerfile

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions (continuations joined, comments dropped), split into stages. */
function dockerStages(text: string): { from: string; name?: string; instructions: Instruction[] }[] {
  const logical: string[] = [];
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (current === '' && (line.trim() === '' || line.trim().startsWith('#'))) continue;
    if (line.endsWith('\\')) {
      current += line.slice(0, -1) + ' ';
      continue;
    }
    logical.push((current + line).trim());
    current = '';
  }
  const stages: { from: string; name?: string; instructions: Instruction[] }[] = [];
  for (const line of logical) {
    const [keyword, ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    if (instruction.keyword === 'FROM') {
      const [image, as, name] = rest.filter((part) => !part.startsWith('--'));
      stages.push({ from: image, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else stages[stages.length - 1]?.instructions.push(instruction);
  }
  return stages;
}

const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
const stages = dockerStages(dockerfile);
const runtime = stages[stages.length - 1];

/** Where the runtime stage's COPY instructions put things, as absolute paths, by source path. */
function runtimeCopies(): { from?: string; source: string; destination: string }[] {
  let workdir = '/';
  const copies: { from?: string; source: string; destination: string }[] = [];
  for (const instruction of runtime.instructions) {
    if (instruction.keyword === 'WORKDIR') workdir = path.posix.resolve(workdir, instruction.args);
    if (instruction.keyword !== 'COPY' && instruction.keyword !== 'ADD') continue;
    const parts = instruction.args.split(/\s+/);
    const from = parts.find((part) => part.startsWith('--from='))?.slice('--from='.length);
    const paths = parts.filter((part) => !part.startsWith('--'));
    const destination = paths.pop()!;
    for (const source of paths) {
      const target = path.posix.resolve(workdir, destination);
      copies.push({
        from,
        source: source.replace(/^\/app\//, '').replace(/^\.\//, ''),
        destination: destination.endsWith('/') ? path.posix.join(target, path.posix.basename(source)) : target,
      });
    }
  }
  return copies;
}

const workdirOf = (instructions: Instruction[]) =>
  instructions
    .filter((instruction) => instruction.keyword === 'WORKDIR')
    .map((instruction) => instruction.args)
    .pop() ?? '/';

describe('Dockerfile', () => {
  it('runs the built server with Node in production mode on port 4000', () => {
    expect(runtime.from).toMatch(/^node:/);
    const env = runtime.instructions
      .filter((instruction) => instruction.keyword === 'ENV')
      .map((instruction) => instruction.args)
      .join(' ');
    expect(env).toMatch(/NODE_ENV=production/);
    expect(
      runtime.instructions.some((instruction) => instruction.keyword === 'EXPOSE' && /\b4000\b/.test(instruction.args)),
    ).toBe(true);
    const cmd = runtime.instructions
      .filter((instruction) => instruction.keyword === 'CMD' || instruction.keyword === 'ENTRYPOINT')
      .map((instruction) => instruction.args)
      .join(' ');
    expect(cmd).toMatch(/node/);
    expect(cmd).toMatch(/server\/dist\/main\.js/);
  });

  it('installs only the production dependencies in the image it runs', () => {
    const runs = runtime.instructions
      .filter((instruction) => instruction.keyword === 'RUN')
      .map((instruction) => instruction.args);
    expect(runs.some((run) => /npm ci\b/.test(run) && /--omit=dev\b/.test(run))).toBe(true);
    const copied = runtimeCopies().map((copy) => copy.source);
    expect(copied).toEqual(expect.arrayContaining(['package.json', 'package-lock.json', 'server/package.json']));
  });

  it('copies what the server opens at run time to where it looks for it', () => {
    const workdir = workdirOf(runtime.instructions);
    const copies = runtimeCopies();
    const at = (relative: string) => path.posix.join(workdir, relative);
    const destinationOf = (source: string) => copies.find((copy) => copy.source === source)?.destination;
    // The compiled server (with the demo photos its build encoded, dist/demo-photos), the drawn seed
    // photos (src/db/seeds/demo-photos.ts reads ../../../src/db/seeds/photos and ../../../dist/demo-photos
    // from dist/db/seeds) and the built client (config.ts: ../../client/dist from dist/).
    expect({
      server: destinationOf('server/dist'),
      photos: destinationOf('server/src/db/seeds/photos'),
      client: destinationOf('client/dist'),
    }).toEqual({ server: at('server/dist'), photos: at('server/src/db/seeds/photos'), client: at('client/dist') });
    const demoPhotos = readFileSync(path.join(SERVER_SRC, 'db', 'seeds', 'demo-photos.ts'), 'utf8');
    expect(demoPhotos).toContain("const SERVER_DIR = path.resolve(__dirname, '..', '..', '..');");
    expect(demoPhotos).toContain("path.join(SERVER_DIR, 'src', 'db', 'seeds', 'photos')");
    expect(demoPhotos).toContain("path.join(SERVER_DIR, 'dist', 'demo-photos')");
  });

  it('builds server/dist with the simulated checkout script in it, in the stage the image copies it from', () => {
    const serverCopy = runtimeCopies().find((copy) => copy.source === 'server/dist')!;
    const buildStage = stages.find((stage) => stage.name === serverCopy.from) ?? stages[Number(serverCopy.from)];
    expect(buildStage).toBeDefined();
    const runs = buildStage.instructions
      .filter((instruction) => instruction.keyword === 'RUN')
      .map((instruction) => instruction.args);
    expect(runs.some((run) => /npm run build\b/.test(run))).toBe(true);
    // `npm run build` (root) builds the server, whose build copies the checkout script into dist,
    // where simulator.routes.ts serves it from (path.join(__dirname, 'simulated-checkout.js')).
    const rootScripts = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts;
    expect(rootScripts.build).toMatch(/build -w server/);
    const serverBuild = JSON.parse(readFileSync(path.join(ROOT, 'server', 'package.json'), 'utf8')).scripts.build;
    expect(serverBuild).toContain(
      "'src/modules/billing/payments/simulator/simulated-checkout.js', 'dist/modules/billing/payments/simulator/simulated-checkout.js'",
    );
    expect(existsSync(path.join(SERVER_SRC, 'modules', 'billing', 'payments', 'simulator', 'simulated-checkout.js'))).toBe(true);
  });

  it('runs as a user other than root, who owns DATA_DIR', () => {
    const users = runtime.instructions
      .filter((instruction) => instruction.keyword === 'USER')
      .map((instruction) => instruction.args.split(':')[0]);
    expect(users.length).toBeGreaterThan(0);
    const user = users[users.length - 1];
    expect(['root', '0']).not.toContain(user);
    const keywords = runtime.instructions.map((instruction) => instruction.keyword);
    expect(keywords.lastIndexOf('USER')).toBeLessThan(keywords.lastIndexOf('CMD'));
    // A named volume mounted at DATA_DIR starts with the ownership of that folder in the image:
    // without it the server could not write photos or mail there.
    const dataDir = /DATA_DIR=(\S+)/.exec(
      runtime.instructions
        .filter((instruction) => instruction.keyword === 'ENV')
        .map((instruction) => instruction.args)
        .join(' '),
    )?.[1];
    expect(dataDir).toBeDefined();
    const runs = runtime.instructions
      .filter((instruction) => instruction.keyword === 'RUN')
      .map((instruction) => instruction.args);
    const createsDataDir = runs.some(
      (run) => run.includes(`mkdir -p ${dataDir}`) && new RegExp(`chown (-R )?${user}(:\\S+)? .*${dataDir}`).test(run),
    );
    expect({ dataDir, user, createsDataDirOwnedByUser: createsDataDir }).toEqual({
      dataDir,
      user,
      createsDataDirOwnedByUser: true,
    });
    const runIndex = runtime.instructions.findIndex(
      (instruction) => instruction.keyword === 'RUN' && instruction.args.includes(`mkdir -p ${dataDir}`),
    );
    const volumeIndex = runtime.instructions.findIndex(
      (instruction) => instruction.keyword === 'VOLUME' && instruction.args.includes(dataDir!),
    );
    if (volumeIndex >= 0) expect(runIndex).toBeLessThan(volumeIndex);
  });

  it('has a health check on /healthz', () => {
    const healthcheck = runtime.instructions.find((instruction) => instruction.keyword === 'HEALTHCHECK');
    expect(healthcheck?.args).toMatch(/\/healthz\b/);
  });

  it('leaves local builds, dependencies and data out of the build context', () => {
    const ignored = readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim());
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', 'data']));
  });
});
