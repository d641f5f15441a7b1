import type { ReactNode } from 'react';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '@/app/providers';
import { AlertsOnScreen } from '@/testing/alerts-on-screen';
import { ACTION_NOT_LOADED } from '@/use-cases/transfer';
import { useCharacterTransfer } from '../character-transfer';
import { decodeSharedCharacter, decodeSharedLink } from '@/domain/share-codec';
import { MemoryStorage } from '@/testing/memory-storage';
import { makeCharacter } from '@/testing/fixtures';
import { picture } from '@/testing/print';

const saved = makeCharacter({ id: 'a', firstName: 'Ada', lastName: 'Quill' });
const past = makeCharacter({ id: 'h', firstName: 'Hal' });

function setup(entries: Record<string, string> = {}) {
  const storage = new MemoryStorage({
    characters: JSON.stringify([saved]),
    characterHistory: JSON.stringify([past]),
    ...entries,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders storage={storage} requestDelayMs={0} createInitialCharacter={() => past}>
      {children}
      <AlertsOnScreen />
    </AppProviders>
  );
  return { storage, ...renderHook(useCharacterTransfer, { wrapper }) };
}

/** A clipboard for the page, or none. */
function clipboard(writeText?: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? { writeText } : undefined,
    configurable: true,
  });
}

/** A clipboard that takes any text; the mock records what was written. */
function workingClipboard() {
  const writeText = jest.fn(async (_text: string) => undefined);
  clipboard(writeText);
  return writeText;
}

type Actions = ReturnType<typeof useCharacterTransfer>['actions'];

/** Runs an action with a working clipboard; once `said` is shown, the text it copied. */
async function copiedBy(said: string, run: (actions: Actions) => void, entries = {}) {
  const writeText = workingClipboard();
  const { result } = setup(entries);
  act(() => run(result.current.actions));
  await screen.findByText(said);
  return String(writeText.mock.calls[0]?.[0]);
}

function shareSheet(share?: (data: ShareData) => Promise<void>) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
}

afterEach(() => {
  clipboard(undefined);
  shareSheet(undefined);
});

describe('Copy as text', () => {
  test('puts the Markdown on the clipboard and says Copied', async () => {
    const text = await copiedBy('Copied', (actions) => actions.copyAsText(saved));
    expect(text).toMatch(/^# Ada Quill, The Unbroken\n/);
  });

  test('no clipboard: says why', async () => {
    const { result } = setup();
    act(() => result.current.actions.copyAsText(saved));
    await screen.findByText(
      'Could not copy the character: this browser does not let the page use the clipboard',
    );
  });
});

describe('Share', () => {
  test('without a share sheet the link goes on the clipboard: Link copied', async () => {
    const link = new URL(await copiedBy('Link copied', (actions) => actions.share(saved)));
    expect(link.pathname).toBe('/character-generator');
    await expect(decodeSharedCharacter(link.hash.slice(3), () => 'x')).resolves.toEqual(saved);
  });

  test("the link names the character's campaigns", async () => {
    const link = new URL(
      await copiedBy('Link copied', (actions) => actions.share({ ...saved, campaigns: ['k1'] }), {
        campaigns: JSON.stringify([{ id: 'k1', name: 'Saltmarsh' }]),
      }),
    );
    const shared = await decodeSharedLink(link.hash.slice(3), () => 'x');
    expect(shared.campaigns).toEqual([{ id: 'k1', name: 'Saltmarsh' }]);
  });

  test('the share sheet gets the link and the first name; nothing is copied or said', async () => {
    const writeText = workingClipboard();
    const share = jest.fn(async (_data: ShareData) => undefined);
    shareSheet(share);
    const { result } = setup();
    act(() => result.current.actions.share(saved));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]?.[0]).toMatchObject({
      title: 'Ada',
      url: expect.stringMatching(/\/character-generator#c=[A-Za-z0-9_-]+$/),
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a refused clipboard says the link could not be copied', async () => {
    clipboard(async () => {
      throw new DOMException('no', 'NotAllowedError');
    });
    const { result } = setup();
    act(() => result.current.actions.share(saved));
    await screen.findByText('Could not copy the link: the browser refused access to the clipboard');
  });
});

describe('Export and Import', () => {
  test('Export downloads the saved characters and History as one dated file', async () => {
    let blob: Blob | undefined;
    Object.assign(URL, {
      createObjectURL: jest.fn((b: Blob) => {
        blob = b;
        return 'blob:export';
      }),
      revokeObjectURL: jest.fn(),
    });
    const names: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { result } = setup();
    await act(() => result.current.exportAll());
    expect(names).toEqual([expect.stringMatching(/^characters-\d{4}-\d{2}-\d{2}\.json$/)]);
    const file = JSON.parse(await (blob as Blob).text());
    expect(file).toMatchObject({ app: 'fantasy-character-generator', version: 1 });
    expect(file.characters).toEqual([saved]);
    expect(file.history).toEqual([past]);
  });

  test('Import adds what is new and says what happened', async () => {
    const { result, storage } = setup();
    const text = JSON.stringify([saved, makeCharacter({ id: 'b', firstName: 'Bea' }), 7]);
    await act(() => result.current.importFile(new File([text], 'list.json')));
    await screen.findByText('Imported 1, updated 0, unchanged 1. 1 unreadable entry skipped.');
    expect(JSON.parse(storage.getItem('characters') ?? '[]')).toHaveLength(2);
  });

  test('a file that is not an export, or too large, changes nothing', async () => {
    const { result, storage } = setup();
    const before = storage.getItem('characters');
    await act(() => result.current.importFile(new File(['nope {'], 'x.json')));
    await screen.findByText('This file is not a character export.');
    const big = new File(['x'], 'big.json');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    const read = jest.fn(async () => 'x');
    Object.defineProperty(big, 'text', { value: read });
    await act(() => result.current.importFile(big));
    await screen.findByText('This file is too large to import.');
    expect(read).not.toHaveBeenCalled();
    expect(storage.getItem('characters')).toBe(before);
  });
});

describe('Print', () => {
  /** Sheets as a screen renders them: one picture, which the test loads. */
  function sheets() {
    const root = document.createElement('div');
    return { root, load: picture(root, '/portrait.png').load };
  }

  test('the job is printed once its pictures are ready, and ends when printing is over', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { result } = setup();
    act(() => result.current.actions.print([saved, past]));
    expect(result.current.printing.job?.characters).toEqual([saved, past]);
    const { root, load } = sheets();
    act(() => result.current.printing.onReady(root));
    await act(async () => undefined);
    expect(print).not.toHaveBeenCalled();
    load();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(result.current.printing.job).not.toBeNull();
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(result.current.printing.job).toBeNull();
  });

  test('a print the browser refuses says so and ends the job', async () => {
    jest.spyOn(window, 'print').mockImplementation(() => {
      throw new Error('printing is disabled');
    });
    const { result } = setup();
    act(() => result.current.actions.print([saved]));
    const { root, load } = sheets();
    load();
    act(() => result.current.printing.onReady(root));
    await screen.findByText('Could not print: printing is disabled');
    expect(result.current.printing.job).toBeNull();
  });

  test('sheets whose code did not download: says so and ends the job', async () => {
    const { result } = setup();
    act(() => result.current.actions.print([saved]));
    act(() => result.current.printing.onLoadFailed());
    await screen.findByText(ACTION_NOT_LOADED);
    expect(result.current.printing.job).toBeNull();
  });
});

test('the share actions stay the same object while the lists change', async () => {
  const { result } = setup();
  const before = result.current.actions;
  await act(() =>
    result.current.importFile(new File([JSON.stringify([makeCharacter({ id: 'c' })])], 'c.json')),
  );
  await screen.findByText('Imported 1, updated 0, unchanged 0');
  expect(result.current.actions).toBe(before);
});
