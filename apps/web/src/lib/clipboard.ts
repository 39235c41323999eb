/** Writes `text` to the clipboard; throws where the page may not (no secure context, no permission). */
export async function copyToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('The clipboard is not available');
  await navigator.clipboard.writeText(text);
}
