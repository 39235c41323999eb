/**
 * The build writes a static copy of the activation screen into activate.html (src/prerender), so a
 * visitor sees it at once instead of after the JavaScript. It sits beside #root, outside React: the
 * app takes it down once its own screen is in place, carrying over what the visitor typed meanwhile.
 */
export const SNAPSHOT_ID = 'prerendered';
export const SNAPSHOT_STYLES_ID = 'prerendered-styles';
/** The activation field's id, in the static copy and in the app's screen alike. */
export const SNAPSHOT_CODE_FIELD_ID = 'activation-code';

/** What the visitor typed into the static activation field before the app started ('' if nothing). */
export function typedIntoSnapshot(doc: Document = document): string {
  const field = doc.getElementById(SNAPSHOT_ID)?.querySelector<HTMLInputElement>(`#${SNAPSHOT_CODE_FIELD_ID}`);
  return field?.value ?? '';
}

/** Takes the static copy and its styles down; nothing happens on pages that have none. */
export function removeSnapshot(doc: Document = document): void {
  doc.getElementById(SNAPSHOT_ID)?.remove();
  doc.getElementById(SNAPSHOT_STYLES_ID)?.remove();
}
