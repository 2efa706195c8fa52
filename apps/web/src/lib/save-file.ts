/** Hands a file to the browser's downloads under `name`. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; give it a moment before the URL is dropped.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
