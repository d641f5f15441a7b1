/** Errors shared by both model adapters. Each adapter adds its own classes beside these. */

/** True for the rejection an aborted fetch or wait produces: the user stopped, nothing failed. */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error as { name: unknown }).name === 'AbortError'
  );
}

/** The rejection to use when our own code notices an abort (e.g. during a retry wait). */
export function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}
