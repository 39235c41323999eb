import type { ActivateRequest, ActivateResponse } from '@tangerine/session';

/**
 * The calls the frame makes. Screens and tests get them from context, so a test can hand in fakes.
 */
export interface Backend {
  activate(body: ActivateRequest): Promise<ActivateResponse>;
}
