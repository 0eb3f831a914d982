/**
 * What the sign-in calls send about the device (accounts spec 7.1): a device signature, and the fraud-prevention
 * session id sent as tmx_id and websession_id. The spec has them come from third-party profiling scripts whose
 * interface it does not show; the library builds the signature itself from what the browser tells about the
 * device (a "device print") and makes one random session id per page.
 */
import type { DeviceProfile } from './auth';

let sessionId: string | undefined;

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The browser's device print: stable for one browser on one device, and free of anything the visitor typed. */
export function deviceSignature(): string {
  const screenSize = typeof screen === 'undefined' ? '' : `${screen.width}x${screen.height}x${screen.colorDepth}`;
  const print = {
    ua: navigator.userAgent,
    lang: navigator.language,
    tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    offset: new Date().getTimezoneOffset(),
    screen: screenSize,
    cores: navigator.hardwareConcurrency ?? 0,
  };
  return JSON.stringify(print);
}

/** The device profile of this page: the same session id for every call the page makes. */
export function deviceProfile(): DeviceProfile {
  sessionId ??= randomId();
  return { deviceSignature: deviceSignature(), sessionId };
}
