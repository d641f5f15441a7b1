/**
 * Questions to the app's other open tabs in this browser, over a BroadcastChannel: each tab keeps
 * some things in memory only (the card's Undo and Redo steps), which no shared storage shows.
 */

/** The channel's name: only this app's tabs listen on it. */
const CHANNEL = 'character-generator-tabs';

interface Question {
  kind: 'picture-wanted?';
  pictureId: string;
  asked: string;
}

interface Answer {
  kind: 'picture-wanted';
  asked: string;
}

export interface OtherTabs {
  /**
   * Whether another open tab still wants the picture: true as soon as one says so, false when
   * none has within `waitMs` (or there is no way to ask).
   */
  wantPicture(pictureId: string, waitMs: number): Promise<boolean>;
  /** Answers the other tabs' questions from `wanted` until the returned function is called. */
  answer(wanted: (pictureId: string) => boolean): () => void;
}

const isQuestion = (data: unknown): data is Question =>
  typeof data === 'object' &&
  data !== null &&
  (data as Question).kind === 'picture-wanted?' &&
  typeof (data as Question).pictureId === 'string' &&
  typeof (data as Question).asked === 'string';

const isAnswerTo = (data: unknown, asked: string): data is Answer =>
  typeof data === 'object' &&
  data !== null &&
  (data as Answer).kind === 'picture-wanted' &&
  (data as Answer).asked === asked;

let questions = 0;

/** The other tabs, reached through `Channel` (the platform's BroadcastChannel by default). */
export function otherTabs(
  Channel: typeof BroadcastChannel | undefined = globalThis.BroadcastChannel,
): OtherTabs {
  return {
    wantPicture(pictureId, waitMs) {
      if (!Channel) return Promise.resolve(false);
      const channel = new Channel(CHANNEL);
      questions += 1;
      const asked = `${Date.now()}-${questions}-${Math.random()}`;
      return new Promise<boolean>((resolve) => {
        const done = (wanted: boolean) => {
          clearTimeout(timer);
          channel.close();
          resolve(wanted);
        };
        const timer = setTimeout(() => done(false), waitMs);
        channel.onmessage = (event: MessageEvent) => {
          if (isAnswerTo(event.data, asked)) done(true);
        };
        channel.postMessage({ kind: 'picture-wanted?', pictureId, asked } satisfies Question);
      });
    },
    answer(wanted) {
      if (!Channel) return () => undefined;
      const channel = new Channel(CHANNEL);
      channel.onmessage = (event: MessageEvent) => {
        const data: unknown = event.data;
        if (isQuestion(data) && wanted(data.pictureId)) {
          channel.postMessage({ kind: 'picture-wanted', asked: data.asked } satisfies Answer);
        }
      };
      return () => channel.close();
    },
  };
}
