/**
 * Saves content as a file through a temporary link, which phone browsers (Chrome on Android, Safari on
 * iOS 13+) honour. The link is put in the page because some browsers ignore clicks on a detached one,
 * and the object URL lives on for a minute because revoking it at once cancels the download on some
 * phones. Used by the agenda's exports (text) and the check-up's PDFs (bytes).
 */
export function downloadFile(
  fileName: string,
  mimeType: string,
  content: string | ArrayBuffer | Blob,
): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
