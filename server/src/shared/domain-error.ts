import type { UserErrorCode } from '../error-codes';

/**
 * A rule of the domain refused the request: the caller can fix it. `message` is the text shown to
 * people (the spec's words); `code` is stable for programs; `field` names the input at fault.
 */
export class DomainError extends Error {
  constructor(
    readonly code: UserErrorCode,
    message: string,
    readonly field?: string,
    readonly kind: DomainErrorKind = 'invalid',
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** How bad the request is, independent of transport; REST maps it to a status. */
export type DomainErrorKind = 'invalid' | 'not_found' | 'conflict' | 'unauthenticated' | 'forbidden' | 'rate_limited';

/** Several field errors found at once, so a form can show them all. */
export class ValidationFailed extends DomainError {
  constructor(readonly errors: DomainError[]) {
    super(errors[0].code, errors[0].message, errors[0].field, 'invalid');
    this.name = 'ValidationFailed';
  }
}

export function notFound(code: UserErrorCode, message: string): DomainError {
  return new DomainError(code, message, undefined, 'not_found');
}

/** Collects field problems and throws them together. */
export class ErrorCollector {
  private readonly errors: DomainError[] = [];

  add(code: UserErrorCode, message: string, field: string): void {
    if (!this.errors.some((e) => e.field === field)) this.errors.push(new DomainError(code, message, field));
  }

  throwIfAny(): void {
    if (this.errors.length > 0) throw new ValidationFailed(this.errors);
  }
}
