/** Story checks for narrow screens: what sticks out past the right edge of the window. */

/** `root` and its descendants whose right edge lies past the window's (1 px of rounding allowed). */
export function outsideViewport(root: Element): string[] {
  const width = document.documentElement.clientWidth;
  return [root, ...root.querySelectorAll('*')]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1;
    })
    .map((element) => `${element.tagName.toLowerCase()}${element.getAttribute('aria-label') ? `[${element.getAttribute('aria-label')}]` : ''} right ${Math.round(element.getBoundingClientRect().right)} > ${width}`);
}
