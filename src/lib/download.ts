/**
 * An object URL for `contents` that is revoked after `lifetimeMs`: long enough for the browser to use
 * it (a download started by a click, a tab showing it), short enough not to keep the file in memory.
 */
export function temporaryObjectUrl(contents: Blob, lifetimeMs: number): string {
  const url = URL.createObjectURL(contents);
  window.setTimeout(() => URL.revokeObjectURL(url), lifetimeMs);
  return url;
}

/**
 * Hands a file to the browser's download manager: a temporary object URL behind a hidden anchor that
 * is clicked once. Text is wrapped in a Blob of the given type.
 */
export function downloadFile(contents: Blob | string, fileName: string, type?: string): void {
  const blob = contents instanceof Blob ? contents : new Blob([contents], { type });
  // Revoked once the click has been handled (a timer tick later), or some browsers cancel the download.
  const url = temporaryObjectUrl(blob, 0);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
