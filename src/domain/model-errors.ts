/** What can go wrong in a model call, told apart by class; the provider's name is added above. */

/** Any failure of a call to a language model. */
export class ModelCallError extends Error {
  override name = 'ModelCallError';
}

/** Nothing was sent: a setting is missing or is not a web address. */
export class ModelConfigError extends ModelCallError {
  override name = 'ModelConfigError';
}

/** The server answered with an error status. */
export class ModelHttpError extends ModelCallError {
  override name = 'ModelHttpError';
  constructor(
    message: string,
    readonly status: number,
    /** What the body said (its error message, a page title, or the status text). */
    readonly detail?: string,
    /** The error code the body or headers gave, when there was one. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The request got no answer: the server is down, the address is wrong, or CORS refused it. */
export class ModelNetworkError extends ModelCallError {
  override name = 'ModelNetworkError';
  constructor(
    message: string,
    /** The address called, for messages (never a path that could hold a secret). */
    readonly endpoint: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A failure told apart further by its kind. */
class ModelKindError<Kind extends string> extends ModelCallError {
  constructor(
    message: string,
    readonly kind: Kind,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * A streamed reply that could not start, broke off, or carried an error. `no-body`: nothing to
 * read; `error-line`: the server reported an error mid-stream; `incomplete`: it ended too soon.
 */
export class ModelStreamError extends ModelKindError<'no-body' | 'error-line' | 'incomplete'> {
  override name = 'ModelStreamError';
}

/**
 * The reply arrived but holds no usable character. `no-content`: no text; `not-json`: no JSON
 * object in it; `invalid`: an object that is not a character; `refused`: a content filter said no.
 */
export class ModelReplyError extends ModelKindError<
  'no-content' | 'not-json' | 'invalid' | 'refused'
> {
  override name = 'ModelReplyError';
  constructor(message: string, kind: ModelReplyError['kind'] = 'invalid') {
    super(message, kind);
  }
}

/** True for the rejection an aborted fetch or wait produces: the user stopped, nothing failed. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && (error as { name?: unknown } | null)?.name === 'AbortError';
}

/** A piece of the app's own code that could not be downloaded: its server is out of reach. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && error.name === 'ChunkLoadError';

/** The rejection to use when our own code notices an abort (e.g. during a retry wait). */
export function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/** Where the cloud model's settings are, for a message that points there. */
const CLOUD_SETTINGS_HINT =
  'Check the Azure Endpoint, Azure Model Name and Azure Token in Settings.';

/**
 * A failed cloud call in the local model's shape: what failed (the model and the server's
 * origin, never a path or query that could hold a secret), why, and where to change it.
 */
export function cloudFailureMessage(cause: string, model: string, endpoint: string): string {
  let origin = endpoint.trim();
  try {
    origin = new URL(origin).origin;
  } catch {
    // Not an address: shown as typed, so the user sees what is wrong with it.
  }
  const which = `${model.trim() || 'the cloud model'}${origin ? ` at ${origin}` : ''}`;
  const hint = /Settings/.test(cause) ? '' : ` ${CLOUD_SETTINGS_HINT}`;
  return `Failed to generate data from Azure API (${which}): ${cause}${hint}`;
}
