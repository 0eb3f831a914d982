// WebKit for @web/test-runner: WebKitGTK's MiniBrowser, driven over WebDriver (classic) by WebKitWebDriver, on a
// virtual X display when there is no display. The launcher starts the driver (and Xvfb) when the test run starts
// and stops them when it ends, so `npm run test:browser` stays one command.
//
// WebKitWebDriver holds one session at a time, and a session is one MiniBrowser window: the launcher runs one test
// file at a time, in the window's own page (not in iframes), so focus and keyboard tests see a focused top-level
// document as a visitor's browser has.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { WebdriverLauncher } from '@web/test-runner-webdriver';
import { Key } from 'webdriverio';

import { MINIBROWSER, WEBKIT_DRIVER } from './browsers.mjs';

const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 15_000;

/** A free TCP port on the loopback interface. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Children still running, ended when Node exits (a crash or Ctrl+C included) or is told to stop. They run in process
 * groups of their own, so that the driver's MiniBrowser ends with it: a signal to the test runner's group does not
 * reach them by itself.
 */
const running = new Set();
const endAll = () => {
  for (const child of running) killGroup(child, 'SIGKILL');
};
process.once('exit', endAll);
for (const signal of ['SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    endAll();
    // Nothing else listens: end as the signal would have without this listener.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  });
}

/** Signals the child's whole process group (the driver's MiniBrowser and its web processes too). */
function killGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/** Ends a child started here and resolves once it has exited. */
function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    killGroup(child, 'SIGTERM');
  });
}

/** Starts `command` in its own process group; the last lines it wrote to stderr explain a failed start. */
function startChild(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-2_000);
  });
  const failed = new Promise((_, reject) => {
    child.once('error', (error) =>
      reject(error.code === 'ENOENT' ? new Error(`${command} is not installed (${error.message}).`) : error),
    );
    child.once('exit', (code, signal) =>
      reject(new Error(`${command} exited (${signal ?? `code ${code}`}) while starting.\n${stderr.trim()}`)),
    );
  });
  failed.catch(() => undefined);
  return { child, failed };
}

/** Rejects after `ms` with `message`, for a race against a start-up. */
function deadline(ms, message) {
  let timer;
  const promise = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return { promise, clear: () => clearTimeout(timer) };
}

/** Xvfb on the first free display number, which it reports itself (`-displayfd`) once it accepts clients. */
async function startXvfb() {
  const { child, failed } = startChild(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const ready = new Promise((resolve) => {
    let text = '';
    child.stdio[3].on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
  });
  const timeout = deadline(START_TIMEOUT_MS, `Xvfb reported no display within ${START_TIMEOUT_MS} ms.`);
  try {
    return { child, display: await Promise.race([ready, failed, timeout.promise]) };
  } catch (error) {
    await stopChild(child);
    throw error;
  } finally {
    timeout.clear();
  }
}

/** Polls the driver's status endpoint until it answers. */
async function untilDriverAnswers(port, failed) {
  const started = Date.now();
  for (;;) {
    const answered = await Promise.race([
      fetch(`http://${HOST}:${port}/status`).then(
        (response) => response.ok,
        () => false,
      ),
      failed,
    ]);
    if (answered) return;
    if (Date.now() - started > START_TIMEOUT_MS) {
      throw new Error(`WebKitWebDriver did not answer on port ${port} within ${START_TIMEOUT_MS} ms.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts WebKitWebDriver on `port`, on the current display or, when DISPLAY is not set, on a new Xvfb display.
 * Returns a function that stops what was started.
 */
async function startWebKitDriver(port) {
  const started = [];
  const stop = async () => {
    for (const child of started.reverse()) await stopChild(child);
  };
  try {
    let display = process.env.DISPLAY;
    if (!display) {
      const xvfb = await startXvfb();
      started.push(xvfb.child);
      display = xvfb.display;
    }
    const { child, failed } = startChild(WEBKIT_DRIVER, [`--port=${port}`, `--host=${HOST}`], {
      // MiniBrowser inherits the driver's environment. Without a GPU, compositing means rendering every layer with
      // software OpenGL: turned off, the same tests take about a third less time and the pages behave the same.
      env: { ...process.env, DISPLAY: display, WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    started.push(child);
    await untilDriverAnswers(port, failed);
    return stop;
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Key names as the test commands spell them (Playwright's and puppeteer's names), for WebDriver. */
const KEYS = { ...Key, Meta: Key.Command };

/** A character stays itself; a key name becomes WebDriver's code for it, or an error if WebDriver has no such key. */
function webdriverKey(name) {
  if (name.length === 1) return name;
  const letter = /^Key([A-Z])$/.exec(name);
  if (letter) return letter[1].toLowerCase();
  const digit = /^Digit(\d)$/.exec(name);
  if (digit) return digit[1];
  if (Object.hasOwn(KEYS, name)) return KEYS[name];
  throw new Error(`WebDriver has no key named "${name}".`);
}

class WebKitLauncher extends WebdriverLauncher {
  #port;
  #stopDriver;

  constructor(port) {
    super({
      hostname: HOST,
      port,
      logLevel: 'error',
      capabilities: {
        browserName: 'MiniBrowser',
        // WebKitWebDriver speaks WebDriver classic only; without this, webdriverio asks for a BiDi session.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      },
    });
    this.#port = port;
    this.name = 'WebKit';
  }

  /** One test file at a time: the test runner schedules by this, and the launcher then uses the page itself. */
  concurrency = 1;

  async initialize(config, testFiles) {
    await super.initialize({ ...config, concurrency: 1 }, testFiles);
    this.name = 'WebKit';
    this.#stopDriver = await startWebKitDriver(this.#port);
  }

  /**
   * Presses each of `keys` in turn: a typed character, a key by its name (`Tab`, `KeyA`), or a chord (`Shift+Tab`,
   * whose keys go down in order and come up together). The launcher underneath sends all of `keys` as one chord, so
   * a typed word would lose its repeated letters; and key commands reach a WebDriver launcher only as whole presses
   * or typed text, never as separate key-down and key-up steps, hence a chord in one press.
   */
  async sendKeys(sessionId, keys) {
    for (const key of keys) {
      const chord = key.length > 1 && key.includes('+') ? key.split('+') : [key];
      await super.sendKeys(sessionId, chord.map(webdriverKey));
    }
  }

  async stop() {
    await super.stop();
    await this.#stopDriver?.();
    this.#stopDriver = undefined;
  }
}

/** The launcher for `browsers` in web-test-runner.config.mjs. */
export async function webkitLauncher() {
  return new WebKitLauncher(await freePort());
}
