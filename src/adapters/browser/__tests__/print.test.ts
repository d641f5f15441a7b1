import { imagesReady, printPage } from '../print';
import { picture } from '@/testing/print';

test('waits for every picture to load', async () => {
  const root = document.createElement('div');
  const a = picture(root, '/a.png');
  const b = picture(root, '/b.png');
  let done = false;
  const ready = imagesReady(root).then(() => {
    done = true;
  });
  a.load();
  await Promise.resolve();
  expect(done).toBe(false);
  b.load();
  await ready;
  expect(done).toBe(true);
});

test('a picture that fails and is swapped for another is waited for until the other loads', async () => {
  const root = document.createElement('div');
  const { img, load } = picture(root, '/missing.png');
  let done = false;
  const ready = imagesReady(root, {
    isReady: (i) => i.complete && i.naturalWidth > 0,
  }).then(() => {
    done = true;
  });
  img.dispatchEvent(new Event('error'));
  await Promise.resolve();
  expect(done).toBe(false);
  img.src = '/default.png';
  load();
  await ready;
  expect(done).toBe(true);
});

test('a picture that never settles holds the print back only until the time limit', async () => {
  jest.useFakeTimers();
  try {
    const root = document.createElement('div');
    picture(root, '/slow.png');
    let done = false;
    void imagesReady(root, { timeoutMs: 3000 }).then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(2999);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});

test('print opens the dialog and reports once when printing is over', () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const done = jest.fn();
  printPage(done);
  expect(print).toHaveBeenCalledTimes(1);
  expect(done).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('afterprint'));
  window.dispatchEvent(new Event('afterprint'));
  expect(done).toHaveBeenCalledTimes(1);
});

test('a print that throws leaves no listener behind', () => {
  jest.spyOn(window, 'print').mockImplementation(() => {
    throw new Error('printing is disabled');
  });
  const done = jest.fn();
  expect(() => printPage(done)).toThrow('printing is disabled');
  window.dispatchEvent(new Event('afterprint'));
  expect(done).not.toHaveBeenCalled();
});
