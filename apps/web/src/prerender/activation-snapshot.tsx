import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { activateEnglish, TangerineProvider } from '@tangerine/ui';
import { ActivationScreen } from '../features/activation/activation-screen';

export interface Snapshot {
  markup: string;
  css: string;
}

const ignore = () => undefined;

/** Renders a screen to static markup with the styles it uses. */
export function renderSnapshot(screen: ReactElement): Snapshot {
  // The prerendered pages are English, the default; another locale's app re-renders them once it starts.
  activateEnglish();
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToStaticMarkup(sheet.collectStyles(screen));
    // Without styled-components' own bookkeeping: its rehydration markers and comments.
    const css = sheet
      .getStyleTags()
      .replace(/<\/?style[^>]*>/g, '')
      .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, '')
      .replace(/\/\*!sc\*\//g, '')
      .replace(/\n+/g, '\n')
      .trim();
    return { markup, css };
  } finally {
    sheet.seal();
  }
}

/** The activation screen as the app first renders it (an empty code), with the styles it uses. */
export function renderActivationSnapshot(): Snapshot {
  return renderSnapshot(
    <TangerineProvider>
      <ActivationScreen code="" canSubmit={false} submitting={false} validationError={null} onCodeChange={ignore} onSubmit={ignore} />
    </TangerineProvider>,
  );
}
