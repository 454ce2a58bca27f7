// Typed domain errors that services throw; the one error handler maps them to status and message.
import type { FieldError } from '@practice-desk/contracts';
import { ERRORS } from '@practice-desk/contracts';

export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** Extra fields for the answer's body, e.g. requiresBusinessDetails. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export class Unauthorized extends DomainError {
  constructor(message: string = ERRORS.authRequired) {
    super(401, message);
  }
}
export class Forbidden extends DomainError {
  constructor(message: string = ERRORS.forbidden) {
    super(403, message);
  }
}
export class NotFound extends DomainError {
  constructor(what = 'Not found') {
    super(404, what);
  }
}
export class Conflict extends DomainError {
  constructor(message: string, extra?: Record<string, unknown>) {
    super(409, message, undefined, extra);
  }
}
/** Input that parsed but breaks a rule; answered 422 with one message per field. */
export class Invalid extends DomainError {
  constructor(message: string, errors?: FieldError[]) {
    super(422, message, errors);
  }
}
/** A service the request relies on (mail, say) failed; nothing was changed. */
export class BadGateway extends DomainError {
  constructor(message: string, cause?: unknown) {
    super(502, message);
    // Logged by the error handler, never shown.
    this.cause = cause;
  }
}
export class TooManyRequests extends DomainError {
  constructor(message: string = ERRORS.tooManyRequests) {
    super(429, message);
  }
}
