import { rememberLanguageChoice } from '../page-language';

const cookieValue = () =>
  document.cookie
    .split('; ')
    .find((entry) => entry.startsWith('cg_language='))
    ?.slice('cg_language='.length);

describe('rememberLanguageChoice', () => {
  test('leaves the chosen language in a cookie for the server, and clears it when none is chosen', () => {
    rememberLanguageChoice('pt-BR');
    expect(cookieValue()).toBe('pt-BR');
    rememberLanguageChoice('de');
    expect(cookieValue()).toBe('de');
    rememberLanguageChoice('');
    expect(cookieValue()).toBeUndefined();
  });

  test('a cache that cannot be written costs nothing but the next first paint', async () => {
    const put = jest.fn().mockRejectedValue(new Error('QuotaExceededError'));
    Object.assign(globalThis, { caches: { open: jest.fn().mockResolvedValue({ put }) } });
    try {
      expect(() => rememberLanguageChoice('fr')).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(put).toHaveBeenCalledWith(
        '/character-generator/interface-language',
        expect.any(Response),
      );
      expect(cookieValue()).toBe('fr');
    } finally {
      delete (globalThis as { caches?: unknown }).caches;
    }
  });
});
