import { detectInstalledApps } from './app-detection';
import { buildClient } from './client';

/** How long one detection is kept: apps are installed rarely, pages load often. */
const KEEP_MS = 60_000;
let kept: { at: number; apps: Promise<number[]> } | undefined;

/**
 * The apps the connected site has installed (spec §7), probed on the storefront's server as a
 * throwaway visitor of its own (its own anonymous tokens): the store probe's cart is never the
 * visitor's, and the browser sees no probe fail. Kept a minute; concurrent page loads share one
 * detection, and one that failed as a whole is not kept.
 */
export function installedApps(): Promise<number[]> {
  if (!kept || Date.now() - kept.at > KEEP_MS) {
    const apps = detectInstalledApps(buildClient(undefined));
    kept = { at: Date.now(), apps };
    apps.catch(() => {
      if (kept?.apps === apps) kept = undefined;
    });
  }
  return kept.apps;
}
