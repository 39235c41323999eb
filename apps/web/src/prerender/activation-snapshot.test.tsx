// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderActivationSnapshot } from './activation-snapshot';

describe('the prerendered activation screen', () => {
  const snapshot = renderActivationSnapshot();

  it('is the screen with an empty code: the field, a disabled submit and the help text', () => {
    expect(snapshot.markup).toMatch(/<label for="activation-code"[^>]*>Activation Code<\/label>/);
    expect(snapshot.markup).toMatch(/<input id="activation-code"[^>]*value=""/);
    expect(snapshot.markup).toMatch(/<button type="submit" disabled=""[^>]*><span>Activate &amp; Start Listening<\/span><\/button>/);
    expect(snapshot.markup).toContain('Need an activation code? Contact your administrator.');
  });

  it("carries the theme's styles, the page's own included, without styled-components' bookkeeping", () => {
    expect(snapshot.css).toMatch(/body\s*{[^}]*background/);
    for (const [, className] of snapshot.markup.matchAll(/class="sc-[\w-]+ ([\w-]+)"/g)) expect(snapshot.css).toContain(`.${className}`);
    expect(snapshot.css).not.toContain('data-styled');
    expect(snapshot.css).not.toContain('/*!sc*/');
  });
});
