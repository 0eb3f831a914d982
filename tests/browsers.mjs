// The system browsers every test layer and the benchmark use (Debian's packages; no test tool downloads one).

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Flags Chromium needs when it runs as root in a container, and that keep it quiet on a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
