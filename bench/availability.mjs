// Bookings availability under load (issue 15): the visitor's `queryAvailability` for one
// appointment service over 7 days, 3 staff members, 200 bookings already made, side by side with
// the bare node:http server (bench/lib/baseline-server.mjs) sending the same bytes, in the same
// run, on 127.0.0.1. A benchmark, not a test: nothing passes or fails on timing; only broken
// responses (non-2xx, socket errors) are flagged (exit code 1).
//
//   npm run build
//   node bench/availability.mjs [--duration 10 --connections 10 --rounds 3 --warmup 2
//                                --postgres postgres://postgres@127.0.0.1:5432/test --profile <dir>]
//
// Set-up, through the public API as the site owner (the demo site's owner key): business hours
// 08:00-20:00 seven days a week (the site's zone, New York), no minimum notice and no limit ahead;
// three staff members working those hours; one APPOINTMENT service of 30 minutes with 10 minutes
// between sessions, given by the three. Then 200 bookings of it, spread over the 7 days and the
// staff (chosen from its availability, booked one by one, each checked). The measured request is
// what the SDK's `availabilityCalendar.queryAvailability` sends for that service over those 7 days
// (`timezone: 'UTC'`) with an anonymous visitor's token: recorded once from the built SDK, then
// sent as is by autocannon; the same body every time (the start is fixed at set-up).
//
// Prints the plan and progress on stderr, a Markdown table on stdout, and writes the run to
// bench/out/availability-<timestamp>.json (git-ignored).
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createClient, OAuthStrategy } from '@bazaar/sdk';
import { availabilityCalendar } from '@bazaar/sdk/bookings';
import { encodedSize } from './lib/autocannon.mjs';
import { machineFacts } from './lib/machine.mjs';
import { benchOptions } from './lib/options.mjs';
import { ownerCalls } from './lib/owner-api.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import { RATIO_TABLE_HEAD, ratioRow, summariseRuns } from './lib/report.mjs';
import { measureRounds } from './lib/rounds.mjs';
import { recordingFetch } from './lib/sdk-calls.mjs';
import { startBaseline, startPlatform, stopChild } from './lib/servers.mjs';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** The demo site's storefront client, seeded on the platform's first start. */
const DEMO_CLIENT_ID = '9026f6eb-5084-4b15-9535-c4192b0b498e';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Issue 15: 1 service x 7 days, 3 staff, 200 existing bookings. */
const DAYS = 7;
const STAFF = ['Bench Ana', 'Bench Ben', 'Bench Cleo'];
const BOOKINGS = 200;
const SESSION_MINUTES = 30;
const BUFFER_MINUTES = 10;
const WEEK = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].map((day) => ({
  day,
  startTime: '08:00',
  endTime: '20:00',
}));
/** Issue 15's targets. */
const TARGET_CPU_MICROSECONDS = 2000;
const TARGET_RATIO = 0.15;

const log = (message) => console.error(message);

// ---------------------------------------------------------------------------------------------
// Set-up through the public API.

/** Hours, staff and the service; returns the service's id and the staff's ids. */
export async function setUpService(call) {
  await call('PATCH', '/bookings/v1/settings', {
    settings: {
      businessHours: WEEK,
      bookingPolicy: { minNoticeMinutes: 0, maxDaysInAdvance: null, onlineBookingEnabled: true },
    },
  });
  const staffIds = [];
  for (const name of STAFF) {
    const { staffMember } = await call('POST', '/bookings/v1/staff-members', {
      staffMember: { name, workingHours: WEEK },
    });
    staffIds.push(staffMember.id);
  }
  const { service } = await call('POST', '/bookings/v2/services', {
    service: {
      type: 'APPOINTMENT',
      name: 'Bench cut',
      staffMemberIds: staffIds,
      payment: { rateType: 'FIXED', fixed: { price: { value: '40' } } },
      schedule: {
        availabilityConstraints: { sessionDurations: [SESSION_MINUTES], timeBetweenSessions: BUFFER_MINUTES },
      },
    },
  });
  return { serviceId: service.id, staffIds };
}

/**
 * `BOOKINGS` bookings of the service in [from, to): from its availability, the slots of each staff
 * member that stay clear of each other (a session and its buffer), then `BOOKINGS` of those picked
 * evenly in time order, so that they spread over the days and the staff; each booked and checked.
 */
export async function makeBookings(call, serviceId, from, to) {
  const { availabilityEntries } = await call('POST', '/availability-calendar/v1/availability/query', {
    query: {
      filter: {
        serviceId: [serviceId],
        startDate: new Date(from).toISOString(),
        endDate: new Date(to).toISOString(),
      },
    },
    timezone: 'UTC',
  });
  const byStaff = new Map();
  for (const entry of availabilityEntries) {
    if (!entry.bookable) continue;
    const id = entry.slot.resource?.id;
    byStaff.set(id, [...(byStaff.get(id) ?? []), entry]);
  }
  const clear = [];
  for (const entries of byStaff.values()) {
    let freeFrom = Number.NEGATIVE_INFINITY;
    for (const entry of entries.sort((a, b) => a.slot.startDate.localeCompare(b.slot.startDate))) {
      const start = Date.parse(entry.slot.startDate);
      if (start < freeFrom) continue;
      clear.push(entry);
      freeFrom = Date.parse(entry.slot.endDate) + BUFFER_MINUTES * 60_000;
    }
  }
  if (clear.length < BOOKINGS) {
    throw new Error(`only ${clear.length} slots can be booked side by side; ${BOOKINGS} needed`);
  }
  clear.sort(
    (a, b) =>
      // By name, not by id (random): the same bookings, so the same answer, in every run.
      a.slot.startDate.localeCompare(b.slot.startDate) ||
      a.slot.resource.name.localeCompare(b.slot.resource.name),
  );
  const chosen = Array.from(
    { length: BOOKINGS },
    (_, index) => clear[Math.floor((index * clear.length) / BOOKINGS)],
  );
  const perDay = new Map();
  const perStaff = new Map();
  for (const entry of chosen) {
    const { booking } = await call('POST', '/bookings/v2/bookings', {
      booking: {
        bookedEntity: { slot: entry.slot },
        contactDetails: { firstName: 'Bench', email: 'bench@example.com' },
      },
    });
    if (booking?.startDate !== entry.slot.startDate || booking.status !== 'CONFIRMED') {
      throw new Error(`a booking came back unexpected: ${JSON.stringify(booking).slice(0, 500)}`);
    }
    const day = entry.slot.startDate.slice(0, 10);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    perStaff.set(entry.slot.resource.name, (perStaff.get(entry.slot.resource.name) ?? 0) + 1);
  }
  return {
    entriesBefore: availabilityEntries.length,
    clearSlots: clear.length,
    made: chosen.length,
    perUtcDay: Object.fromEntries(perDay),
    perStaff: Object.fromEntries(perStaff),
  };
}

/**
 * The storefront's call, made once for real through the built SDK as an anonymous visitor of the
 * demo client: its method, path, headers and body, as autocannon will send them.
 */
async function recordVisitorQuery(platformUrl, serviceId, from, to) {
  const recorder = recordingFetch(platformUrl);
  const client = createClient({
    modules: { availabilityCalendar },
    auth: OAuthStrategy({ clientId: DEMO_CLIENT_ID }),
    host: { apiBaseUrl: platformUrl },
    fetch: recorder.fetch,
  });
  const { availabilityEntries } = await client.availabilityCalendar.queryAvailability(
    {
      filter: {
        serviceId: [serviceId],
        startDate: new Date(from).toISOString(),
        endDate: new Date(to).toISOString(),
      },
    },
    { timezone: 'UTC' },
  );
  const last = recorder.last();
  if (last?.method !== 'POST' || !last.headers.authorization) {
    throw new Error(`the SDK's availability call was not recorded as expected: ${JSON.stringify(last)}`);
  }
  return { request: last, sdkEntries: availabilityEntries.length };
}

/** One real answer, checked, kept byte for byte for the bare server (keyed by path). */
async function captureAnswer(platformUrl, request, staffIds) {
  const response = await fetch(`${platformUrl}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !contentType.startsWith('application/json')) {
    throw new Error(
      `the availability query answered ${response.status} (${contentType}): ${bytes.toString('utf8').slice(0, 500)}`,
    );
  }
  const { availabilityEntries } = JSON.parse(bytes.toString('utf8'));
  if (!Array.isArray(availabilityEntries) || availabilityEntries.length === 0) {
    throw new Error(`the availability query answered no entries: ${bytes.toString('utf8').slice(0, 500)}`);
  }
  const strangers = availabilityEntries.filter((entry) => !staffIds.includes(entry.slot.resource?.id));
  if (strangers.length > 0)
    throw new Error(`${strangers.length} entries name no staff member of the service`);
  return {
    entries: availabilityEntries.length,
    bookable: availabilityEntries.filter((entry) => entry.bookable).length,
    sample: {
      contentType,
      base64: bytes.toString('base64'),
      bodyBytes: bytes.length,
      encodedBytes: {
        br: await encodedSize(platformUrl, request, 'br'),
        gzip: await encodedSize(platformUrl, request, 'gzip'),
      },
      platformHeaders: [...response.headers.keys()],
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Measuring (as bench/run.mjs does).

function table(name, s, answer) {
  const cpu = s.platform.serverCpuMicrosecondsPerRequest;
  return [
    ...RATIO_TABLE_HEAD,
    ratioRow(name, s),
    '',
    '| Server | Server CPU % (100 = one core) | Server CPU µs per answer (median; per round) | autocannon CPU % |',
    '|---|---:|---:|---:|',
    `| bare | ${Math.round(s.baseline.serverCpuPercent)} | ${Math.round(s.baseline.serverCpuMicrosecondsPerRequest)} | ${Math.round(s.baseline.clientCpuPercent)} |`,
    `| platform | ${Math.round(s.platform.serverCpuPercent)} | ${Math.round(cpu)}; ${s.roundCpu.map((v) => Math.round(v)).join(', ')} | ${Math.round(s.platform.clientCpuPercent)} |`,
    '',
    `Answer: ${answer.entries} entries (${answer.bookable} bookable), ${answer.sample.bodyBytes} JSON bytes ` +
      `(Brotli ${answer.sample.encodedBytes.br}, gzip ${answer.sample.encodedBytes.gzip}).`,
    '',
    `Targets (issue 15): platform CPU under ${TARGET_CPU_MICROSECONDS} µs per answer: ` +
      `${Math.round(cpu)} µs, ${cpu < TARGET_CPU_MICROSECONDS ? 'met' : 'NOT met'}; ` +
      `at least ${TARGET_RATIO} of the bare server's req/s: ${s.ratio.toPrecision(2)}, ` +
      `${s.ratio >= TARGET_RATIO ? 'met' : 'NOT met'}.`,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// The run.

async function main() {
  const opts = benchOptions('bench/availability.mjs');
  const machine = await machineFacts();
  log(
    `Plan: set-up (3 staff, 1 service, ${BOOKINGS} bookings), then ${opts.rounds} rounds x 2 servers ` +
      `(bare node:http, platform) x ${opts.duration} s, ${opts.connections} connections, plus ${opts.warmup} s ` +
      `warm-up per server: about ${opts.rounds * 2 * opts.duration + 2 * opts.warmup} s of load.`,
  );
  log(`Machine: ${machine.nproc} cores, ${machine.cpuModel}, Node ${machine.node}`);
  if (machine.busyPercentBefore > 10) {
    log(
      `Warning: the machine was ${Math.round(machine.busyPercentBefore)}% busy in the second before the run: ` +
        'something else is running, and the numbers will be lower and noisier.',
    );
  }

  const dataDir = await mkdtemp(join(tmpdir(), 'bazaar-bench-availability-'));
  let platform;
  let baseline;
  let postgres;
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
      log(`PostgreSQL ${postgres.serverVersion}: database ${postgres.name}, dropped at the end`);
    }
    platform = await startPlatform(dataDir, postgres?.url, opts.profile);
    log(`Platform: ${platform.url} (pid ${platform.child.pid}), data in ${dataDir}`);

    // Written once, before the platform listens, on the first start with a fresh DATA_DIR.
    const apiKey = (await readFile(join(dataDir, 'owner-api-key'), 'utf8')).trim();
    const call = ownerCalls(platform.url, apiKey);
    const setUpStarted = performance.now();
    const { serviceId, staffIds } = await setUpService(call);
    // The range: 7 days from the hour after next, fixed now, so no slot of it passes during the run.
    const from = Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + HOUR_MS;
    const to = from + DAYS * DAY_MS;
    const bookingsMade = await makeBookings(call, serviceId, from, to);
    log(
      `Set-up: service ${serviceId}, staff ${staffIds.join(', ')}; ${bookingsMade.made} bookings made ` +
        `(of ${bookingsMade.clearSlots} slots clear of each other, ${bookingsMade.entriesBefore} entries before), ` +
        `per UTC day ${JSON.stringify(bookingsMade.perUtcDay)}, per staff member ${JSON.stringify(bookingsMade.perStaff)}; ` +
        `${((performance.now() - setUpStarted) / 1000).toFixed(1)} s`,
    );

    const { request, sdkEntries } = await recordVisitorQuery(platform.url, serviceId, from, to);
    const answer = await captureAnswer(platform.url, request, staffIds);
    if (answer.entries !== sdkEntries) {
      throw new Error(`the SDK's call found ${sdkEntries} entries, the recorded request ${answer.entries}`);
    }
    log(
      `Measured: ${request.method} ${request.path} ${request.body}; ${answer.entries} entries ` +
        `(${answer.bookable} bookable), ${answer.sample.bodyBytes} bytes`,
    );
    baseline = await startBaseline({ [request.path]: answer.sample });
    log(`Bare node:http: ${baseline.url} (pid ${baseline.child.pid})`);
    const servers = { baseline, platform };

    const runs = await measureRounds(servers, request, opts, { log, stopped: () => interrupted });
    if (runs.length < 2 || runs.length % 2 !== 0) return;

    const name = `POST /availability-calendar/v1/availability/query (1 service x ${DAYS} days, ${STAFF.length} staff, ${BOOKINGS} bookings, ${postgres ? 'PostgreSQL' : 'SQLite'})`;
    const summary = summariseRuns(runs);
    console.log(table(name, summary, answer));
    machine.loadavgAfter = loadavg();
    machine.platformLogLines = platform.output.counts;

    const outDir = join(ROOT, 'bench/out');
    await mkdir(outDir, { recursive: true });
    const file = join(outDir, `availability-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    const { base64: _bytes, ...sampleInfo } = answer.sample;
    await writeFile(
      file,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          options: opts,
          machine,
          database: postgres ? 'postgres' : 'sqlite',
          range: { from: new Date(from).toISOString(), to: new Date(to).toISOString() },
          bookings: bookingsMade,
          request: { method: request.method, path: request.path, body: request.body },
          answer: { entries: answer.entries, bookable: answer.bookable, ...sampleInfo },
          summary,
          runs,
        },
        null,
        2,
      )}\n`,
    );
    log(`Raw runs: ${file}`);
    if (platform.output.counts.warn + platform.output.counts.error > 0) {
      log(
        `The platform logged ${JSON.stringify(platform.output.counts)} lines at warn/error during the run.`,
      );
    }
    if (summary.flagged) {
      log('Some runs had non-2xx answers or socket errors: their numbers do not measure the intended work.');
      process.exitCode = 1;
    }
  } finally {
    await stopChild(baseline?.child, 'bare server');
    await stopChild(platform?.child, 'platform');
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// Run when started as a script; imported, it only lends its set-up steps (e.g. to a profiling session).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
