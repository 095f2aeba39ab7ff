const RELOAD_KEY = 'bidlantern:release-reload';
/** A reload for a missing chunk within this time means reloading did not help: no second one (no loop). */
const RELOAD_GUARD_MS = 60_000;

const hasTypedText = (typedIn: ReadonlySet<EventTarget>) =>
  [...typedIn].some(
    (field) =>
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
      field.isConnected &&
      field.value !== '',
  );

/** Stays pending: the page is about to reload (the screen keeps showing until it does). */
let reloading: Promise<never> | undefined;

/**
 * Reloads for the new release, once per minute at most (sessionStorage; without it, never on its own).
 * Someone who typed into `typedIn` (lazyImport.ts keeps them) is told why first, and the page reloads
 * when they say so.
 */
export function reloadForNewRelease(
  reloadTarget: () => string,
  typedIn: ReadonlySet<EventTarget>,
): Promise<never> | undefined {
  if (reloading) return reloading;
  try {
    if (Date.now() - Number(sessionStorage.getItem(RELOAD_KEY)) < RELOAD_GUARD_MS) return undefined;
  } catch {
    return undefined;
  }
  const reload = () => {
    try {
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
      window.location.assign(reloadTarget());
    } catch {
      // Storage refused the guard in the meantime: no reload that could loop.
    }
  };
  if (hasTypedText(typedIn)) {
    const notice = document.createElement('div');
    notice.className = 'bl-release-notice';
    notice.setAttribute('role', 'alert');
    notice.innerHTML =
      '<p><strong>BidLantern has been updated.</strong> Reload the page to go on. Reloading clears what you typed here, so copy anything you want to keep first.</p><button type="button">Reload now</button>';
    notice.querySelector('button')?.addEventListener('click', reload);
    document.body.append(notice);
  } else reload();
  reloading = new Promise<never>(() => undefined);
  return reloading;
}
