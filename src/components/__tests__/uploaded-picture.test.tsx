import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { PortraitToolsContext, type PortraitTools } from '../portrait-tools';
import { useUploadedPicture } from '../uploaded-picture';

/** Addresses as the browser gives them, and the ones let go. */
let made = 0;
const revoked = new Set<string>();
beforeEach(() => {
  made = 0;
  revoked.clear();
  URL.createObjectURL = jest.fn(() => `blob:picture-${(made += 1)}`);
  URL.revokeObjectURL = jest.fn((url: string) => void revoked.add(url));
});

const tools = {
  loadPicture: () => Promise.resolve(new Blob(['picture'], { type: 'image/png' })),
} as unknown as PortraitTools;
const wrapper = ({ children }: { children: ReactNode }) => (
  <PortraitToolsContext.Provider value={tools}>{children}</PortraitToolsContext.Provider>
);

test('a picture that comes back (Undo) never shows its let-go address', async () => {
  const seen: (string | null)[] = [];
  const { rerender } = renderHook(
    ({ id }: { id: string | undefined }) => {
      const url = useUploadedPicture(id);
      seen.push(url);
      return url;
    },
    { wrapper, initialProps: { id: 'pic-1' as string | undefined } },
  );
  await waitFor(() => expect(seen.at(-1)).toBe('blob:picture-1'));
  rerender({ id: undefined });
  expect(revoked).toEqual(new Set(['blob:picture-1']));
  rerender({ id: 'pic-1' });
  await waitFor(() => expect(seen.at(-1)).toBe('blob:picture-2'));
  const shownAfterLetGo = seen.slice(seen.lastIndexOf(null));
  expect(shownAfterLetGo).not.toContain('blob:picture-1');
});
