/** Whether `url` comes from this page's origin (only those may enter the Web Audio graph). */
export function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}
