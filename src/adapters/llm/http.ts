/** What both model adapters need from HTTP: the fetch to call and the reading of error bodies. */
import { abortError, isAbortError } from '@/domain/model-errors';
import { isRecord, parseJson } from '@/domain/records';

/** The fetch to use: the caller's, or the browser's looked up at call time (unbound-safe). */
export function resolveFetch(fetchFn: typeof fetch | undefined): typeof fetch {
  return fetchFn ?? ((input, init) => globalThis.fetch(input, init));
}

/** Reads a body as text, or '' when it cannot be read. An abort is passed on. */
export async function readText(
  response: Pick<Response, 'text'>,
  signal?: AbortSignal,
): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    if (isAbortError(error) || signal?.aborted) throw error;
    return '';
  }
}

export { parseJson };

/** What an error body says, in the shapes servers actually use. */
export interface ErrorDetail {
  message?: string;
  code?: string;
  /** The `<title>` of an HTML page (a proxy or login wall), which is no message of its own. */
  title?: string;
}

const MAX_DETAIL = 300;
const shorten = (text: string) => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > MAX_DETAIL ? `${flat.slice(0, MAX_DETAIL)}…` : flat;
};

/**
 * Reads an error body: `{"error":{"code","message"}}` (Azure, OpenAI, llama.cpp),
 * `{"error":"text"}` (Ollama), `{"message":…}` (vLLM), `{"detail":…}` (FastAPI), or plain text.
 */
export function parseErrorBody(text: string): ErrorDetail {
  const trimmed = text.trim();
  if (!trimmed) return {};
  const decoded = parseJson(trimmed);
  if (decoded === undefined && /^<(!doctype|html|\?xml|head|body)/i.test(trimmed)) {
    const title = /<title>([^<]*)<\/title>/i.exec(trimmed)?.[1]?.trim();
    return title ? { title } : {};
  }
  if (decoded === undefined) return { message: shorten(trimmed) };
  if (typeof decoded === 'string') return decoded.trim() ? { message: decoded.trim() } : {};
  if (!isRecord(decoded)) return {};
  const source = isRecord(decoded.error) ? decoded.error : decoded;
  const textOf = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const codeOf = (v: unknown) => (typeof v === 'number' ? String(v) : textOf(v));
  const message =
    textOf(source.message) ??
    textOf(decoded.error) ??
    textOf(decoded.message) ??
    textOf(decoded.detail) ??
    textOf(source.details);
  const code = codeOf(source.code) ?? codeOf(isRecord(decoded.error) ? undefined : decoded.code);
  return { message, code };
}

/**
 * True for a 400 that names the JSON schema (or the field carrying it): the server does not take
 * one, and is asked again without it.
 */
export function refusesSchema(status: number, ...said: (string | undefined)[]): boolean {
  return status === 400 && said.some((text) => /schema|format|structured/i.test(text ?? ''));
}

/** Told when a server refused the schema (`where` names it) and was asked again without it. */
export const schemaRefusedMessage = (where: string, said: string | undefined) =>
  `${where} does not support a JSON schema${said ? ` (it said: ${said.replace(/[.\s]+$/, '')})` : ''}, ` +
  'so the model was asked again without one. Turn off Use a JSON schema in Settings to skip the refusal.';

/**
 * A push decoder of a UTF-8 byte stream: the values each chunk completes, then the rest at the
 * end. A character split across reads waits for the next one; so does the unfinished `tail`.
 */
export abstract class ChunkDecoder<T> {
  private readonly decoder = new TextDecoder('utf-8');
  protected tail = '';

  push(bytes: Uint8Array): T[] {
    return this.take(this.decoder.decode(bytes, { stream: true }), false);
  }

  end(): T[] {
    return this.take(this.decoder.decode(), true);
  }

  /** The values `text` (after the tail) completes; at the end (`final`) the tail too. */
  protected abstract take(text: string, final: boolean): T[];
}

/**
 * The values `decoder` makes of a body, as they arrive. Stopping early or an abort (even one the
 * body does not watch) cancels the body, so the connection is released.
 */
export async function* readDecoded<T>(
  body: ReadableStream<Uint8Array>,
  decoder: ChunkDecoder<T>,
  signal?: AbortSignal,
): AsyncGenerator<T, void, undefined> {
  const reader = body.getReader();
  let finished = false;
  const onAbort = () => {
    reader.cancel(signal?.reason).catch(() => undefined);
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    for (;;) {
      // A cancel made by onAbort ends a pending read as if the stream were done.
      if (signal?.aborted) throw signal.reason ?? abortError();
      const { done, value } = await reader.read();
      if (signal?.aborted) throw signal.reason ?? abortError();
      if (done) break;
      yield* decoder.push(value);
    }
    finished = true;
    yield* decoder.end();
  } finally {
    signal?.removeEventListener('abort', onAbort);
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
