/** A file name without the characters file systems refuse; never empty. */
export const safeFileName = (name: string) =>
  [...name]
    .map((char) => (char.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120) || 'playlist';

/** Saves text as a download named `fileName` (an object URL on a throwaway link). */
export function saveTextFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the blob once the click ran; a moment later the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
