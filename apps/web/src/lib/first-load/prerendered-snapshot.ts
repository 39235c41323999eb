/**
 * The build writes a static copy of the activation screen into activate.html (src/prerender), so a
 * visitor sees it at once instead of after the JavaScript. It sits beside #root, outside React: the
 * app takes it down once its own screen is in place, carrying over what the visitor typed meanwhile.
 */
export const SNAPSHOT_ID = 'prerendered';
export const SNAPSHOT_STYLES_ID = 'prerendered-styles';
/** The JSON a snapshot brings for the app (Home's query answers), inside the snapshot. */
export const SNAPSHOT_DATA_ID = 'prerendered-data';

/** The build prerenders the activation screen; the server renders Home for a signed-in listener. */
export type SnapshotPage = 'activate' | 'home';
/** The activation field's id, in the static copy and in the app's screen alike. */
export const SNAPSHOT_CODE_FIELD_ID = 'activation-code';

/** What the visitor typed into the static activation field before the app started ('' if nothing). */
export function typedIntoSnapshot(doc: Document = document): string {
  const field = doc.getElementById(SNAPSHOT_ID)?.querySelector<HTMLInputElement>(`#${SNAPSHOT_CODE_FIELD_ID}`);
  return field?.value ?? '';
}

/** Which screen the page's static copy shows, or null when there is none (any more). */
export function snapshotPage(doc: Document = document): SnapshotPage | null {
  const page = doc.getElementById(SNAPSHOT_ID)?.dataset['page'];
  return page === 'activate' || page === 'home' ? page : null;
}

/** The data the static copy brought, or undefined (none, or not JSON). */
export function snapshotData(doc: Document = document): unknown {
  const text = doc.getElementById(SNAPSHOT_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Takes the static copy and its styles down; nothing happens on pages that have none. */
export function removeSnapshot(doc: Document = document): void {
  doc.getElementById(SNAPSHOT_ID)?.remove();
  doc.getElementById(SNAPSHOT_STYLES_ID)?.remove();
}
