// The system browsers every test layer and the benchmark use (Debian's packages; no test tool downloads one).
import { existsSync } from 'node:fs';

/** The whole Chromium browser: the bench and the screenshots, which measure and show what visitors run. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Chromium's headless shell (Debian `chromium-headless-shell`): the same Blink and V8 without the browser's own
 * user interface, which the tests never see. On the end-to-end specs of the literature, registration and fund-table
 * layouts (67 tests) it took 55 s where the whole browser took 85 s, and about two fifths less CPU.
 */
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
/** The Chromium of the test layers: the headless shell when it is installed, else the whole browser. */
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** WebKitGTK's WebDriver (Debian `webkit2gtk-driver`) and the browser it drives, WebKitGTK's MiniBrowser. */
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Flags Chromium needs when it runs as root in a container, and that keep it quiet on a closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
