/**
 * Any chat by copy and paste: a model call answered by the user. The prompt waits in a small
 * store, shown by a dialog, until a pasted reply reads as a character or the user cancels.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { writeClipboardText } from '@/adapters/browser/clipboard';
import type { ModelCallOptions } from '@/adapters/llm/model-client';
import { abortError } from '@/domain/model-errors';

/** The prompt waiting for a reply, and why the last pasted reply was refused. */
interface PasteRequest {
  /** Tells one request from the next, so a new one starts with an empty field. */
  id: number;
  prompt: string;
  error: string | null;
}

export interface PasteChat {
  get: () => PasteRequest | null;
  subscribe: (listener: () => void) => () => void;
  /** Shows `prompt` and waits until `read` accepts a pasted reply; rejects as aborted on Cancel. */
  ask: <T>(prompt: string, read: (text: string) => T, options: ModelCallOptions) => Promise<T>;
  /** Reads a pasted reply: true when it was used; otherwise the request's error says why. */
  submit: (text: string) => boolean;
  cancel: () => void;
}

export function createPasteChat(): PasteChat {
  let shown: PasteRequest | null = null;
  let waiting: { submit: (text: string) => boolean; cancel: () => void } | null = null;
  let count = 0;
  const listeners = new Set<() => void>();
  const show = (next: PasteRequest | null) => {
    shown = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => shown,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ask: (prompt, read, { signal }) => {
      // One request at a time: a newer one replaces the one before, as a new call aborts the last.
      waiting?.cancel();
      return new Promise((resolve, reject) => {
        if (signal?.aborted) return reject(abortError());
        const id = (count += 1);
        const end = () => {
          signal?.removeEventListener('abort', cancel);
          waiting = null;
          show(null);
        };
        const cancel = () => {
          end();
          reject(abortError());
        };
        signal?.addEventListener('abort', cancel, { once: true });
        waiting = {
          submit: (text) => {
            let value;
            try {
              value = read(text);
            } catch (error) {
              // The reader's own words, as a model's reply gets them; the dialog stays open.
              show({ id, prompt, error: error instanceof Error ? error.message : String(error) });
              return false;
            }
            end();
            resolve(value);
            return true;
          },
          cancel,
        };
        show({ id, prompt, error: null });
      });
    },
    submit: (text) => waiting?.submit(text) ?? false,
    cancel: () => waiting?.cancel(),
  };
}

export const PasteChatContext = createContext<PasteChat | null>(null);

/** The prompt waiting for a pasted reply (null when none), and what the dialog can do with it. */
export function usePasteChat() {
  const chat = useContext(PasteChatContext);
  if (!chat) throw new Error('usePasteChat must be used within a GenerationProvider');
  const request = useSyncExternalStore(chat.subscribe, chat.get, chat.get);
  return {
    request,
    submit: chat.submit,
    cancel: chat.cancel,
    /** Puts the prompt on the clipboard; throws a `ClipboardError` saying why it could not. */
    copyPrompt: () => writeClipboardText(request?.prompt ?? ''),
  };
}
