import { DOWNLOAD_URL_LIFETIME_MS, downloadBlob } from '../downloads';

test('the Blob is downloaded under its name, and its address is freed later', () => {
  jest.useFakeTimers();
  const createObjectURL = jest.fn(() => 'blob:test/1');
  const revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const clicked: { href: string; download: string; attached: boolean }[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
  });
  try {
    const blob = new Blob(['{}'], { type: 'application/json' });
    downloadBlob(blob, 'characters-2026-01-02.json');
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([
      { href: 'blob:test/1', download: 'characters-2026-01-02.json', attached: true },
    ]);
    // The link is not left on the page.
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    jest.advanceTimersByTime(DOWNLOAD_URL_LIFETIME_MS);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
  } finally {
    jest.useRealTimers();
  }
});
