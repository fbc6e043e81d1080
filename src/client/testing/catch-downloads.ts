import { vi } from 'vitest';

export type CaughtDownload = { name: string; file: Blob; text: () => Promise<string> };

/**
 * A blob's text. A fetched body is Node's Blob, which has text(); one the app built is jsdom's, which
 * has no text() but which jsdom's FileReader reads.
 */
function readText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/**
 * jsdom has no object URLs and does not download, so a saved file is caught at its link's click:
 * the returned list fills with each file's name and bytes. The stubs end with the test.
 */
export function catchDownloads(): CaughtDownload[] {
  const files = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    class extends URL {
      static createObjectURL = (file: Blob) => {
        const href = `blob:download-${files.size + 1}`;
        files.set(href, file);
        return href;
      };
      static revokeObjectURL = () => {};
    },
  );
  const downloads: CaughtDownload[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const file = files.get(this.href);
    if (file) downloads.push({ name: this.download, file, text: () => readText(file) });
  });
  return downloads;
}
