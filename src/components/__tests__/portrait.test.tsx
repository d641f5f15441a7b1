import { act, fireEvent, render, screen } from '@testing-library/react';
import { Portrait } from '@/components/portrait';
import { fetchPortrait } from '@/adapters/portrait';
import { DEFAULT_PORTRAIT } from '@/domain/portrait';
import { makeCharacter } from '@/testing/fixtures';

const HUMAN_WARRIOR = '/character-generator/images/human/warrior/male1.png';
const ELF_MAGE = '/character-generator/images/elf/mage/female1.png';

const png = () =>
  new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
    status: 200,
    headers: { 'content-type': 'image/png' },
  });

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  // Every fallback is silent: nothing reaches the console.
  expect(consoleError).not.toHaveBeenCalled();
});

/** jsdom has no object URLs; these stand in for the browser's. */
function stubObjectUrls() {
  let n = 0;
  const created: string[] = [];
  const revoked: string[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn(() => {
      n += 1;
      created.push(`blob:portrait-${n}`);
      return `blob:portrait-${n}`;
    }),
    revokeObjectURL: jest.fn((url: string) => revoked.push(url)),
  });
  return { created, revoked };
}
afterEach(() => {
  delete (URL as Partial<typeof URL>).createObjectURL;
  delete (URL as Partial<typeof URL>).revokeObjectURL;
});

const link = () => screen.getByRole('link', { name: /^Open the portrait of/ });

describe('Portrait', () => {
  test('fetches the image and shows it; a click opens the image itself in a new tab', async () => {
    const { created, revoked } = stubObjectUrls();
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(png()));
    const { unmount } = render(<Portrait character={makeCharacter()} height={256} />);
    expect(screen.getByRole('progressbar', { name: 'Loading portrait' })).toBeInTheDocument();
    const img = await screen.findByRole('img', { name: 'Human Warrior' });
    expect(fetchSpy).toHaveBeenCalledWith(
      HUMAN_WARRIOR,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(img).toHaveAttribute('src', created[0]);
    expect(link()).toHaveAttribute('href', HUMAN_WARRIOR);
    expect(link()).toHaveAttribute('target', '_blank');
    expect(link()).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link()).toHaveAccessibleName('Open the portrait of Human Warrior in a new tab');
    unmount();
    // The object URL is released with the component.
    expect(revoked).toEqual(created);
  });

  test.each([
    [
      'a 404',
      () =>
        Promise.resolve(
          new Response('Not Found', { status: 404, headers: { 'content-type': 'text/html' } }),
        ),
    ],
    [
      'a 404 with an image type',
      () =>
        Promise.resolve(
          new Response('', { status: 404, headers: { 'content-type': 'image/png' } }),
        ),
    ],
    [
      'a non-image content type (the SPA page)',
      () =>
        Promise.resolve(
          new Response('<!doctype html>', {
            status: 200,
            headers: { 'content-type': 'text/html; charset=utf-8' },
          }),
        ),
    ],
    ['no content type', () => Promise.resolve(new Response('???', { status: 200 }))],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', () => Promise.resolve(new Response('oops', { status: 500 }))],
  ])(
    'falls back to the default portrait silently for %s, and a click opens the default',
    async (_, answer) => {
      jest.spyOn(globalThis, 'fetch').mockImplementation(answer);
      render(<Portrait character={makeCharacter()} height={256} />);
      const img = await screen.findByRole('img', { name: 'Human Warrior' });
      expect(img).toHaveAttribute('src', DEFAULT_PORTRAIT);
      expect(link()).toHaveAttribute('href', DEFAULT_PORTRAIT);
      // Silent: no alert either.
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  test('without object URLs (an older browser) the image is shown from its own address', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(png()));
    render(<Portrait character={makeCharacter()} height={512} width="30%" />);
    expect(await screen.findByRole('img', { name: 'Human Warrior' })).toHaveAttribute(
      'src',
      HUMAN_WARRIOR,
    );
  });

  test('an image the browser cannot decode falls back to the default portrait', async () => {
    stubObjectUrls();
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(png()));
    render(<Portrait character={makeCharacter()} height={256} />);
    const img = await screen.findByRole('img', { name: 'Human Warrior' });
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Human Warrior' })).toHaveAttribute(
      'src',
      DEFAULT_PORTRAIT,
    );
    expect(link()).toHaveAttribute('href', DEFAULT_PORTRAIT);
    // The default portrait failing too does not loop.
    fireEvent.error(screen.getByRole('img', { name: 'Human Warrior' }));
    expect(screen.getByRole('img', { name: 'Human Warrior' })).toHaveAttribute(
      'src',
      DEFAULT_PORTRAIT,
    );
  });

  test('changing the character aborts the previous fetch, and its late answer is never shown', async () => {
    const signals: AbortSignal[] = [];
    const answers: ((r: Response) => void)[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
      signals.push(init?.signal as AbortSignal);
      // A stub that ignores the signal and answers late, like a slow server.
      return new Promise<Response>((resolve) => answers.push(resolve));
    });
    const warrior = makeCharacter();
    const mage = makeCharacter({ race: 'Elf', characterClass: 'Mage', gender: 'Female' });
    const { rerender } = render(<Portrait character={warrior} height={256} />);
    expect(signals).toHaveLength(1);
    rerender(<Portrait character={mage} height={256} />);
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    expect(globalThis.fetch).toHaveBeenLastCalledWith(ELF_MAGE, expect.anything());

    // The aborted request answers anyway: it is ignored.
    await act(async () => answers[0]?.(png()));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await act(async () => answers[1]?.(new Response('', { status: 404 })));
    const img = await screen.findByRole('img', { name: 'Elf Mage' });
    expect(img).toHaveAttribute('src', DEFAULT_PORTRAIT);
  });

  test('an aborted fetch (the real fetch rejecting with AbortError) shows nothing and logs nothing', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    const { rerender, unmount } = render(<Portrait character={makeCharacter()} height={256} />);
    rerender(<Portrait character={makeCharacter({ race: 'Orc' })} height={256} />);
    await act(async () => {});
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading portrait' })).toBeInTheDocument();
    unmount();
    const [first, second] = (globalThis.fetch as jest.Mock).mock.calls.map(
      ([, init]) => init.signal,
    );
    expect(first.aborted).toBe(true);
    expect(second.aborted).toBe(true);
  });

  test('a character with the same picture keeps it without fetching again', async () => {
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(png()));
    const { rerender } = render(<Portrait character={makeCharacter()} height={256} />);
    await screen.findByRole('img', { name: 'Human Warrior' });
    rerender(<Portrait character={makeCharacter({ firstName: 'Other' })} height={256} />);
    expect(screen.getByRole('img', { name: 'Human Warrior' })).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  test('the alt text is race plus class, or unknown race / unknown class', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response('', { status: 404 })));
    render(
      <>
        <Portrait
          character={{ id: '1', race: 'Dwarf', characterClass: 'Cleric', gender: 'Male' }}
          height={256}
        />
        <Portrait character={{ id: '2', characterClass: 'Rogue', gender: 'Male' }} height={256} />
        <Portrait character={{ id: '3', race: 'Elf', gender: 'Female' }} height={256} />
      </>,
    );
    expect(await screen.findByAltText('Dwarf Cleric')).toBeInTheDocument();
    // Without a race or class there is no picture to fetch: the default shows at once.
    expect(screen.getByAltText('unknown race Rogue')).toHaveAttribute('src', DEFAULT_PORTRAIT);
    expect(screen.getByAltText('Elf unknown class')).toHaveAttribute('src', DEFAULT_PORTRAIT);
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });

  test('a Non-binary character shows the same picture on every render', async () => {
    const urls: string[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation((url) => {
      urls.push(String(url));
      return Promise.resolve(png());
    });
    const character = makeCharacter({ id: 'nb-1', gender: 'Non-binary' });
    const first = render(<Portrait character={character} height={256} />);
    await screen.findByRole('img');
    first.unmount();
    for (let i = 0; i < 3; i += 1) {
      const again = render(<Portrait character={{ ...character }} height={256} />);
      await screen.findByRole('img');
      again.unmount();
    }
    expect(new Set(urls).size).toBe(1);
    expect(urls[0]).toMatch(/^\/character-generator\/images\/human\/warrior\/(male|female)1\.png$/);
  });
});

describe('fetchPortrait', () => {
  test('resolves the image, or null for anything that is not an OK image', async () => {
    const ok = await fetchPortrait('/x.png', { fetch: () => Promise.resolve(png()) });
    expect(ok).toBeInstanceOf(Blob);
    await expect(
      fetchPortrait('/x.png', { fetch: () => Promise.resolve(new Response('', { status: 404 })) }),
    ).resolves.toBeNull();
    await expect(
      fetchPortrait('/x.png', { fetch: () => Promise.reject(new TypeError('Failed to fetch')) }),
    ).resolves.toBeNull();
  });

  test('rejects only when aborted, so the caller can tell "card changed" from "no picture"', async () => {
    const controller = new AbortController();
    const pending = fetchPortrait('/x.png', {
      signal: controller.signal,
      fetch: () => new Promise<Response>((resolve) => setTimeout(() => resolve(png()), 10)),
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  test('passes the signal to fetch', async () => {
    const controller = new AbortController();
    const fetchFn = jest.fn(() => Promise.resolve(png()));
    await fetchPortrait('/x.png', { signal: controller.signal, fetch: fetchFn });
    expect(fetchFn).toHaveBeenCalledWith('/x.png', { signal: controller.signal });
  });
});
