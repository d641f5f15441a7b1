import type { PortraitTools } from '@/components/portrait-tools';

/**
 * Portrait tools that store nothing: a picked file opens as a picture of `size` (a 4000×3000
 * photo unless told) and is saved as `savedId`; `overrides` replace any tool.
 */
export function fakePortraitTools(
  overrides: Partial<PortraitTools> = {},
  { size = { width: 4000, height: 3000 }, savedId = 'pic-1' } = {},
): PortraitTools {
  return {
    loadPicture: jest.fn(() => Promise.resolve(new Blob(['x'], { type: 'image/webp' }))),
    openPicture: jest.fn(() => Promise.resolve({ ...size, close: jest.fn() })),
    savePicture: jest.fn(() => Promise.resolve(savedId)),
    copyPrompt: jest.fn(),
    reportError: jest.fn(),
    reportDone: jest.fn(),
    ...overrides,
  };
}
