// Sign-in under load (issue 17): the identity API's password login (scrypt included) and the
// `authorization_code` grant, each side by side with the bare node:http server
// (bench/lib/baseline-server.mjs) sending the same bytes, in the same run, on 127.0.0.1. A
// benchmark, not a test: nothing passes or fails on timing; only broken responses (non-2xx,
// socket errors) are flagged (exit code 1).
//
//   npm run build
//   node bench/identity.mjs [--duration 5 --connections 10 --rounds 3 --warmup 2 --codes 6000
//                            --postgres postgres://postgres@127.0.0.1:5432/test]
//
// Set-up through the public API: the owner opens sign-up (OPEN), one member registers. Login
// sends that member's email and password as a visitor of the demo client: every answer checks
// the password against its scrypt hash (the platform's default cost, PASSWORD_HASH_COST=17:
// N=2^17, r=8, p=1, 128 MiB per hash). The grant needs a new code per request (a code works
// once, for a minute): before each round, one `auth` redirect session is authorized `--codes`
// times for the signed-in member, and autocannon sends each request with the next code.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodedSize } from './lib/autocannon.mjs';
import { machineFacts } from './lib/machine.mjs';
import { benchOptions } from './lib/options.mjs';
import { call, ownerCalls } from './lib/owner-api.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import { RATIO_TABLE_HEAD, ratioRow, summariseRuns } from './lib/report.mjs';
import { measureRounds } from './lib/rounds.mjs';
import { startBaseline, startPlatform, stopChild } from './lib/servers.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DEMO_CLIENT_ID = '9026f6eb-5084-4b15-9535-c4192b0b498e';
const CALLBACK = 'http://localhost:3000/login-callback';
const EMAIL = 'bench.member@example.com';
const PASSWORD = 'a bench member password';

const log = (message) => console.error(message);
const json = { 'content-type': 'application/json' };

/** `count` codes for the member of `sessionToken`, from one authorized `auth` session; its verifier. */
async function issueCodes(platformUrl, visitor, sessionToken, count) {
  const verifier = randomBytes(32).toString('base64url');
  const { redirectSession } = await call(
    platformUrl,
    '/redirect-session/v1/redirect-session',
    {
      auth: {
        authRequest: {
          redirectUri: CALLBACK,
          clientId: DEMO_CLIENT_ID,
          codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
          codeChallengeMethod: 'S256',
          responseMode: 'query',
          responseType: 'code',
          state: 'bench',
        },
        prompt: 'login',
      },
    },
    { authorization: visitor },
  );
  const codes = [];
  const worker = async () => {
    while (codes.length < count) {
      const { redirectUrl } = await call(platformUrl, '/hosted/v1/login-session/authorize', {
        session: redirectSession.sessionToken,
        sessionToken,
      });
      codes.push(new URL(redirectUrl).searchParams.get('code'));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { codes, verifier };
}

/** One real answer, checked, kept byte for byte for the bare server. */
async function captureAnswer(platformUrl, request, check) {
  const response = await fetch(`${platformUrl}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${request.path} answered ${response.status}: ${bytes}`);
  check(JSON.parse(bytes.toString('utf8')));
  return {
    contentType: response.headers.get('content-type') ?? '',
    base64: bytes.toString('base64'),
    bodyBytes: bytes.length,
    encodedBytes: {
      br: await encodedSize(platformUrl, request, 'br'),
      gzip: await encodedSize(platformUrl, request, 'gzip'),
    },
  };
}

async function main() {
  const opts = benchOptions('bench/identity.mjs', {
    extra: { codes: { type: 'string', default: '6000' } },
    extraUsage: '  --codes <n>=6000: authorization codes made before each round of the grant\n',
  });
  const codesPerRound = Number(opts.values.codes);
  const machine = await machineFacts();
  log(
    `Plan: 2 requests x ${opts.rounds} rounds x 2 servers x ${opts.duration} s, ${opts.connections} connections, ` +
      `plus ${opts.warmup} s warm-up for login; ${codesPerRound} codes made before each grant round.`,
  );
  log(`Machine: ${machine.nproc} cores, ${machine.cpuModel}, Node ${machine.node}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'bazaar-bench-identity-'));
  let platform;
  let postgres;
  const baselines = [];
  let interrupted = false;
  const onSignal = (signal) => {
    interrupted = true;
    log(`${signal}: stopping after the current run`);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    if (opts.postgres) {
      postgres = await createBenchDatabase(opts.postgres);
      machine.postgres = postgres.serverVersion;
    }
    const database = postgres ? 'PostgreSQL' : 'SQLite';
    platform = await startPlatform(dataDir, postgres?.url, opts.profile);
    log(`Platform: ${platform.url} (pid ${platform.child.pid}), data in ${dataDir}`);
    const apiKey = (await readFile(join(dataDir, 'owner-api-key'), 'utf8')).trim();
    await ownerCalls(platform.url, apiKey)('PATCH', '/sites/v1/site', {
      site: { settings: { memberSignUp: 'OPEN' } },
    });
    const { access_token: visitor } = await call(platform.url, '/oauth2/token', {
      clientId: DEMO_CLIENT_ID,
      grantType: 'anonymous',
    });
    const registered = await call(
      platform.url,
      '/_api/iam/authentication/v2/register',
      { loginId: { email: EMAIL }, password: PASSWORD, profile: { nickname: 'Bench' } },
      { authorization: visitor },
    );
    if (registered.state !== 'SUCCESS') throw new Error(`the member is ${registered.state}`);

    const login = {
      method: 'POST',
      path: '/_api/iam/authentication/v2/login',
      headers: { ...json, authorization: visitor },
      body: JSON.stringify({ loginId: { email: EMAIL }, password: PASSWORD }),
    };
    const results = [];
    const loginName = `POST /_api/iam/authentication/v2/login (scrypt 2^17, ${database})`;
    {
      const sample = await captureAnswer(platform.url, login, (body) => {
        if (body.state !== 'SUCCESS') throw new Error(`login answered ${body.state}`);
      });
      const baseline = await startBaseline({ [login.path]: sample });
      baselines.push(baseline);
      log(`Measuring ${loginName}: ${sample.bodyBytes} bytes; bare node:http ${baseline.url}`);
      const runs = await measureRounds({ baseline, platform }, login, opts, {
        log,
        stopped: () => interrupted,
        label: 'login ',
      });
      await stopChild(baseline.child, 'bare server');
      if (runs.length >= 2 && runs.length % 2 === 0)
        results.push({ name: loginName, sample, summary: summariseRuns(runs), runs });
    }

    // The grant: rounds of one each, with fresh codes made just before (a code lives a minute).
    const grantName = `POST /oauth2/token (authorization_code, ${database})`;
    const grantBody = (code, codeVerifier) =>
      JSON.stringify({
        clientId: DEMO_CLIENT_ID,
        grantType: 'authorization_code',
        redirectUri: CALLBACK,
        code,
        codeVerifier,
      });
    const first = await issueCodes(platform.url, visitor, registered.sessionToken, 1);
    const grant = {
      method: 'POST',
      path: '/oauth2/token',
      headers: json,
      body: grantBody(first.codes[0], first.verifier),
    };
    const sample = await captureAnswer(platform.url, grant, (body) => {
      if (!body.refresh_token) throw new Error('the grant gave no refresh token');
    });
    const baseline = await startBaseline({ [grant.path]: sample });
    baselines.push(baseline);
    log(`Measuring ${grantName}: ${sample.bodyBytes} bytes; bare node:http ${baseline.url}`);
    const grantRuns = [];
    for (let round = 1; round <= opts.rounds && !interrupted; round++) {
      const started = performance.now();
      const { codes, verifier } = await issueCodes(
        platform.url,
        visitor,
        registered.sessionToken,
        codesPerRound,
      );
      log(
        `grant round ${round}: ${codes.length} codes made in ${Math.round(performance.now() - started)} ms`,
      );
      const requests = [
        {
          setupRequest: (request) => ({
            ...request,
            body: grantBody(codes.pop() ?? 'bzc_none-left', verifier),
          }),
        },
      ];
      const runs = await measureRounds(
        { baseline, platform },
        grant,
        {
          ...opts,
          rounds: 1,
          warmup: 0,
          requestsFor: (server) => (server === 'platform' ? requests : undefined),
        },
        {
          log,
          stopped: () => interrupted,
          label: 'grant ',
        },
      );
      if (codes.length === 0) log(`grant round ${round}: the codes ran out; raise --codes`);
      grantRuns.push(...runs.map((run) => ({ ...run, round })));
    }
    await stopChild(baseline.child, 'bare server');
    if (grantRuns.length >= 2 && grantRuns.length % 2 === 0)
      results.push({ name: grantName, sample, summary: summariseRuns(grantRuns), runs: grantRuns });

    const lines = [...RATIO_TABLE_HEAD, ...results.map(({ name, summary }) => ratioRow(name, summary)), ''];
    for (const { name, sample: kept } of results)
      lines.push(
        `- ${name}: ${kept.bodyBytes} JSON bytes (Brotli ${kept.encodedBytes.br}, gzip ${kept.encodedBytes.gzip}).`,
      );
    console.log(lines.join('\n'));
    machine.loadavgAfter = loadavg();
    const outDir = join(ROOT, 'bench/out');
    await mkdir(outDir, { recursive: true });
    const file = join(outDir, `identity-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    await writeFile(
      file,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          options: { ...opts, codesPerRound },
          machine,
          database: postgres ? 'postgres' : 'sqlite',
          results: results.map(({ sample: { base64: _bytes, ...kept }, ...rest }) => ({
            ...rest,
            sample: kept,
          })),
        },
        null,
        2,
      )}\n`,
    );
    log(`Raw runs: ${file}`);
    if (results.some(({ summary }) => summary.flagged)) {
      log('Some runs had non-2xx answers or socket errors: their numbers do not measure the intended work.');
      process.exitCode = 1;
    }
  } finally {
    for (const baseline of baselines) await stopChild(baseline.child, 'bare server');
    await stopChild(platform?.child, 'platform');
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
