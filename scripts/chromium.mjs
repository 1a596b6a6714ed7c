// Debian's Chromium, as the browser tests and benchmarks launch it. Playwright cannot download
// its own browser here, and without the background-networking flags Chromium keeps trying to
// reach Google's hosts through this machine's closed network.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell): the browser
 * Playwright itself runs headless tests in. Without the full browser's user interface it takes
 * about half the CPU per page (the browser process: 45 s against 110 s over the suite here).
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
