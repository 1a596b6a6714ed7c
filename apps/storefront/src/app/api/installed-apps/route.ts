import { installedApps } from '../../../lib/platform/installed-apps';

/** The installed apps for the browser's start-up (the client context), detected on the server. */
export async function GET(): Promise<Response> {
  return Response.json(
    { installedApps: await installedApps() },
    { headers: { 'cache-control': 'no-store' } },
  );
}
