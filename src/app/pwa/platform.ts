// Where the install prompt applies (content-app.md 4): a phone or tablet (a touch screen no wider than
// the spec's mobile width, 800 px, content-app.md 9), in the browser rather than the installed app.

export { MOBILE_QUERY } from './mobile';

/** Opened from the home screen icon: nothing to install. iOS says so with navigator.standalone. */
export const isStandalone = () =>
  matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * Safari on iPhone or iPad, which installs from its share menu only (no beforeinstallprompt). iPadOS
 * reports itself as a Mac: a Mac with a touch screen is an iPad. Other iOS browsers name themselves
 * (CriOS, FxiOS, EdgiOS...).
 */
export function isIosSafari(userAgent = navigator.userAgent, touchPoints = navigator.maxTouchPoints) {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}
