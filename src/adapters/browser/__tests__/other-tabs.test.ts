/**
 * @jest-environment node
 */
import { BroadcastChannel as NodeChannel } from 'node:worker_threads';
import { otherTabs } from '../other-tabs';

// Two tabs of the app, as two users of the same channel name in one process.
const Channel = NodeChannel as unknown as typeof BroadcastChannel;

describe('asking the other open tabs about a picture', () => {
  test('a tab that holds the picture says so; one that does not stays silent', async () => {
    const stop = otherTabs(Channel).answer((id) => id === 'pic-held');
    const asker = otherTabs(Channel);
    try {
      await expect(asker.wantPicture('pic-held', 2000)).resolves.toBe(true);
      await expect(asker.wantPicture('pic-other', 100)).resolves.toBe(false);
    } finally {
      stop();
    }
  });

  test('once a tab stops answering (its card is gone), nobody wants the picture', async () => {
    const stop = otherTabs(Channel).answer(() => true);
    stop();
    await expect(otherTabs(Channel).wantPicture('pic-held', 100)).resolves.toBe(false);
  });

  test('a stray message on the channel is neither an answer nor a question', async () => {
    const wanted = jest.fn(() => true);
    const stop = otherTabs(Channel).answer(wanted);
    const stray = new Channel('character-generator-tabs');
    try {
      const answer = otherTabs(Channel).wantPicture('pic-1', 2000);
      stray.postMessage({ kind: 'picture-wanted', asked: 'someone else' });
      stray.postMessage('not a question');
      await expect(answer).resolves.toBe(true);
      expect(wanted).toHaveBeenCalledTimes(1);
    } finally {
      stray.close();
      stop();
    }
  });

  test('without a way to reach other tabs, nobody else wants the picture', async () => {
    await expect(otherTabs(undefined).wantPicture('pic-1', 100)).resolves.toBe(false);
    expect(() => otherTabs(undefined).answer(() => true)()).not.toThrow();
  });
});
