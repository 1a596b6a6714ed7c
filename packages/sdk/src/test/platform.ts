import { buildTestApp, type TestApp } from '@bazaar/platform/testing';

export interface RunningPlatform extends TestApp {
  baseUrl: string;
}

/**
 * The real platform, listening on a free loopback port, on a fresh database of the dialect; a
 * vertical built in parts is plugged in through `options.extraModules` (docs/architecture.md).
 */
export async function startPlatform(
  dialect: 'sqlite' | 'postgres',
  options: Parameters<typeof buildTestApp>[2] = {},
): Promise<RunningPlatform> {
  const platform = await buildTestApp(dialect, {}, options);
  const baseUrl = await platform.app.listen({ host: '127.0.0.1', port: 0 });
  return Object.assign(platform, { baseUrl });
}

export const dialects = (process.env.TEST_DATABASES ?? 'sqlite,postgres').split(',').map((d) => d.trim()) as (
  | 'sqlite'
  | 'postgres'
)[];
