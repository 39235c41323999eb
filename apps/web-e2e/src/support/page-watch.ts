import type { ConsoleMessage, Page, Request, Response } from 'playwright-core';

/** Calls that carry no x-device-id by design: activation/check/refresh, health, and media URLs (signed). */
const EXEMPT_FROM_DEVICE_HEADER = [/^\/api\/v1\/auth\//, /^\/api\/v1\/health$/, /^\/api\/v1\/media\//, /^\/api\/v1\/radio\/[^/]+\/stream$/];

export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  resourceType: string;
  headers: Record<string, string>;
  postData: string | null;
  status?: number;
  failure?: string;
}

/**
 * Records every request a page makes and every console error, and answers what went wrong:
 * an /api/ call without x-device-id, a console error or uncaught exception, a response ≥ 400 or a
 * network failure that the test did not declare it provoked. `net::ERR_ABORTED` is the browser
 * cancelling a request itself (a media element changing source, a query cancelled on navigation):
 * recorded, not a failure.
 */
export class PageWatch {
  readonly requests: RecordedRequest[] = [];
  private readonly byRequest = new Map<Request, RecordedRequest>();
  private violations: string[] = [];
  private provoked: RegExp[] = [];

  constructor(readonly page: Page, private readonly origin: string) {
    page.on('request', (request) => this.onRequest(request));
    page.on('response', (response) => this.onResponse(response));
    page.on('requestfailed', (request) => this.onFailed(request));
    page.on('console', (message) => this.onConsole(message));
    page.on('pageerror', (error) => this.violations.push(`uncaught exception: ${error.message}`));
  }

  /** Declares that the current test provokes failing requests (and their console noise) matching `pattern`. */
  provoke(pattern: RegExp): void {
    this.provoked.push(pattern);
  }

  /** The violations since the last call; provoked patterns are cleared with them. */
  takeViolations(): string[] {
    const found = this.violations;
    this.violations = [];
    this.provoked = [];
    return found;
  }

  /** Recorded requests to the API whose path matches. */
  apiCalls(method: string, path: RegExp): RecordedRequest[] {
    return this.requests.filter((entry) => entry.method === method && path.test(entry.path));
  }

  private isProvoked(url: string): boolean {
    return this.provoked.some((pattern) => pattern.test(url));
  }

  private onRequest(request: Request): void {
    const url = new URL(request.url());
    const entry: RecordedRequest = {
      method: request.method(),
      url: request.url(),
      path: url.pathname,
      resourceType: request.resourceType(),
      headers: request.headers(),
      postData: request.postData(),
    };
    this.requests.push(entry);
    this.byRequest.set(request, entry);
    if (url.origin === this.origin && url.pathname.startsWith('/api/') && !EXEMPT_FROM_DEVICE_HEADER.some((pattern) => pattern.test(url.pathname))) {
      const deviceId = entry.headers['x-device-id'];
      if (!deviceId || !deviceId.startsWith('web-')) this.violations.push(`${entry.method} ${url.pathname} without an x-device-id header (got ${JSON.stringify(deviceId)})`);
    }
  }

  private onResponse(response: Response): void {
    const entry = this.byRequest.get(response.request());
    if (entry) entry.status = response.status();
    if (response.status() >= 400 && !this.isProvoked(response.url())) {
      const violation = this.violations.push(`${response.request().method()} ${response.url()} answered ${response.status()}`) - 1;
      const violations = this.violations;
      // The server's { message } says why; add it when it arrives (the list may have been taken already).
      response.text().then(
        (body) => {
          if (violations[violation] !== undefined) violations[violation] += `: ${body.slice(0, 300)}`;
        },
        () => undefined,
      );
    }
  }

  private onFailed(request: Request): void {
    const failure = request.failure()?.errorText ?? 'unknown';
    const entry = this.byRequest.get(request);
    if (entry) entry.failure = failure;
    if (failure === 'net::ERR_ABORTED' || this.isProvoked(request.url())) return;
    this.violations.push(`${request.method()} ${request.url()} failed: ${failure}`);
  }

  private onConsole(message: ConsoleMessage): void {
    if (message.type() !== 'error') return;
    const source = message.location().url;
    // A provoked failing response also makes Chromium log "Failed to load resource: ..." with its URL as the source.
    if (this.isProvoked(source) || this.isProvoked(message.text())) return;
    this.violations.push(`console error: ${message.text()} (${source})`);
  }
}
