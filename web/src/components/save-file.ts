/**
 * Hands `bytes` to the browser as a download named `fileName` (an object URL and a link's
 * `download`): nothing leaves the device, so it works offline.
 */
export function saveFile(bytes: Uint8Array, fileName: string, mimeType: string): void {
  // A copy on its own ArrayBuffer: a Blob part must not be a view on a shared buffer.
  const url = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link: the URL may go once the click is handled.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}
