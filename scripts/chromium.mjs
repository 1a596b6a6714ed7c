// Debian's Chromium, as the browser tests and benchmarks launch it. Playwright cannot download
// its own browser here, and without the background-networking flags Chromium keeps trying to
// reach Google's hosts through this machine's closed network.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
