/** How long a download's address stays valid: the download has its own copy once it starts. */
export const DOWNLOAD_URL_LIFETIME_MS = 10_000;

/** Hands a Blob to the browser's downloads under the given file name. */
export function downloadBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}
