import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Clock } from './kernel/clock.js';
import type { Database } from './kernel/db/database.js';
import type { Migration } from './kernel/db/migrate.js';
import type { EntityEvents, EventType } from './kernel/event-catalogue.js';
import type { EventFqdn } from './kernel/events.js';
import type { JobHandler } from './kernel/jobs/jobs.js';
import type { Metrics } from './kernel/metrics/metrics.js';
import type { EventSubscriber } from './kernel/outbox-publisher.js';
import type { SealedColumn } from './kernel/secrets/reseal.js';
import type { SecretBox } from './kernel/secrets/secret-box.js';

/** What every domain's factory gets besides the services it names: the process's shared parts. */
export interface Platform {
  db: Database;
  config: Config;
  /** Where every rule reads the time; tests pass a clock they move. */
  clock: Clock;
  /** Every event type the modules announce (their `events`): the webhook catalogue. */
  eventTypes: readonly EventType[];
  /** The process's metrics, where a domain counts what only it sees (failed deliveries). */
  metrics: Metrics;
  /** Seals the secrets a domain keeps in the database (its `sealedColumns`) with the key kept outside it. */
  secrets: SecretBox;
}

/**
 * One domain as the app lists it: its tables, how its service is made, its routes and its jobs.
 * A domain names the services it takes (`needs`), each typed by the factory as the narrowest
 * `Pick<>` it uses; the app hands them over in list order and refuses, at start-up, a module
 * listed before a domain it needs. Adding a vertical is adding its module to the list.
 */
export interface DomainModule<
  Name extends string = string,
  Needs extends object = object,
  Service = unknown,
> {
  name: Name;
  /** Its sections of the API reference (`/docs`): the tags its routes name, each described once. */
  apiSections?: readonly { name: string; description: string }[];
  /** The events the domain records, each entity's actions with when they fire (the webhook catalogue). */
  events?: readonly EntityEvents[];
  /** Ids `<domain>/<nnnn>-…`; applied in module order, then in the order given. */
  migrations?: readonly Migration[];
  /** Columns holding secrets sealed by `platform.secrets`: sealed again at each start after a key rotation. */
  sealedColumns?: readonly SealedColumn[];
  needs: readonly (keyof Needs & string)[];
  create(needs: Needs, platform: Platform): Service | Promise<Service>;
  routes?(service: Service, needs: Needs, platform: Platform): (app: FastifyInstance) => Promise<void>;
  /** Handlers of the domain's scheduled jobs by kind, kinds prefixed by the domain's name. */
  jobs?(service: Service, needs: Needs, platform: Platform): Record<string, JobHandler>;
  /** What the domain does with published domain events (deliver webhooks), by entity or `*` for all. */
  subscribers?(service: Service, needs: Needs, platform: Platform): EventSubscriptionOf[];
  /** Loops the domain runs in every process beside the job runner (work that must not hold a transaction). */
  workers?(service: Service, needs: Needs, platform: Platform): Worker[];
  /**
   * Fills the demo site (`npm start`) with the domain's examples, after the site is made and in
   * list order. Runs at every start: a seed leaves a site that has any of its own alone.
   */
  seed?(service: Service, needs: Needs, demo: DemoSite, platform: Platform): Promise<void>;
}

/** A subscriber of the outbox publisher, to every event (`*`) or to one entity's. */
export interface EventSubscriptionOf {
  entityFqdn: EventFqdn | '*';
  subscriber: EventSubscriber;
}

/** A background loop: `work` runs `intervalMs` after the last run ended, in every process. */
export interface Worker {
  name: string;
  work(): Promise<unknown>;
  intervalMs: number;
}

/** The demo site a seed fills: `fresh` only on the start that made it. */
export interface DemoSite {
  siteId: string;
  currency: string;
  fresh: boolean;
}

/** Infers a module's types from its definition (the only reason this function exists). */
export const defineModule = <const Name extends string, Needs extends object, Service>(
  module: DomainModule<Name, Needs, Service>,
): DomainModule<Name, Needs, Service> => module;

// biome-ignore lint/suspicious/noExplicitAny: any module, whatever it needs and makes.
export type AnyModule = DomainModule<string, any, any>;

/** The services of a list of modules, by module name. */
export type ServicesOf<Modules extends readonly AnyModule[]> = {
  [M in Modules[number] as M['name']]: Awaited<ReturnType<M['create']>>;
};

/** Names of the modules whose needs the list's services do not meet, by type: `never` when all are met. */
export type UnmetNeeds<Modules extends readonly AnyModule[]> = {
  [I in keyof Modules]: ServicesOf<Modules> extends Parameters<Modules[I]['create']>[0]
    ? never
    : Modules[I]['name'];
}[number];

export interface AssembledModules<Modules extends readonly AnyModule[]> {
  services: ServicesOf<Modules>;
  /** Each module's routes, to register in list order. */
  routes: ((app: FastifyInstance) => Promise<void>)[];
  jobs: Record<string, JobHandler>;
  subscribers: EventSubscriptionOf[];
  workers: Worker[];
  /** Every module's demo seed, in list order. */
  seed(demo: DemoSite): Promise<void>;
}

/**
 * Makes each module's service in list order, handing it the services it names. A module that
 * names one listed after it, or not listed, stops the start with a message that says so.
 */
export async function assembleModules<const Modules extends readonly AnyModule[]>(
  modules: Modules,
  platform: Platform,
): Promise<AssembledModules<Modules>> {
  const services: Record<string, unknown> = {};
  const made: { module: AnyModule; needs: Record<string, unknown> }[] = [];
  for (const module of modules) {
    if (module.name in services) throw new Error(`The ${module.name} module is listed twice`);
    const missing = module.needs.filter((name: string) => !(name in services));
    if (missing.length > 0) {
      throw new Error(
        `The ${module.name} module needs ${missing.join(', ')}, which must be listed before it`,
      );
    }
    const needs = Object.fromEntries(module.needs.map((name: string) => [name, services[name]]));
    services[module.name] = await module.create(needs, platform);
    made.push({ module, needs });
  }
  const jobs: Record<string, JobHandler> = {};
  for (const { module, needs } of made) {
    for (const [kind, handler] of Object.entries(
      module.jobs?.(services[module.name], needs, platform) ?? {},
    )) {
      if (kind in jobs) throw new Error(`The job kind ${kind} has two handlers`);
      jobs[kind] = handler;
    }
  }
  return {
    services: services as ServicesOf<Modules>,
    routes: made.flatMap(({ module, needs }) =>
      module.routes ? [module.routes(services[module.name], needs, platform)] : [],
    ),
    jobs,
    subscribers: made.flatMap(
      ({ module, needs }) => module.subscribers?.(services[module.name], needs, platform) ?? [],
    ),
    workers: made.flatMap(
      ({ module, needs }) => module.workers?.(services[module.name], needs, platform) ?? [],
    ),
    async seed(demo) {
      for (const { module, needs } of made) await module.seed?.(services[module.name], needs, demo, platform);
    },
  };
}

/** Every migration of the modules, in list order. */
export const migrationsOf = (modules: readonly AnyModule[]): Migration[] =>
  modules.flatMap((module) => [...(module.migrations ?? [])]);
