/** What a call can fail with, so screens and the query client can tell the cases apart. */

/** status 0: the server refused the request and says why in `msg`. */
export class ApiError extends Error {
  /** What the refusal carries besides its message (a spending cap's: docs/api.md); null for most. */
  readonly data: unknown;
  constructor(message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.data = data;
  }
}

/** status 422: the session token expired; the app alerts, then signs out. */
export class TokenExpiredError extends Error {
  constructor(message = 'Session expired') {
    super(message);
    this.name = 'TokenExpiredError';
  }
}

/** Any HTTP status other than 200 (the envelope is only ever answered with 200). */
export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, statusText = '') {
    super(`HTTP ${status}${statusText ? ` ${statusText}` : ''}`);
    this.name = 'HttpError';
    this.status = status;
  }
}
