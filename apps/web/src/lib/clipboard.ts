import { useEffect, useState } from 'react';

/** Writes `text` to the clipboard; throws where the page may not (no secure context, no permission). */
export async function copyToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('The clipboard is not available');
  await navigator.clipboard.writeText(text);
}

/** "Copied" after a copy, for `ms` (2 s by default): the flag and its setter. */
export function useCopiedFlag(ms = 2_000): [boolean, (copied: boolean) => void] {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), ms);
    return () => clearTimeout(timer);
  }, [copied, ms]);
  return [copied, setCopied];
}
