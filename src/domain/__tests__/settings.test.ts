import { activeProvider, DEFAULT_SETTINGS, settingFromStored } from '../settings';

describe('game system settings as stored', () => {
  test('none by default, standard array by default', () => {
    expect(DEFAULT_SETTINGS.gameSystem).toBe('none');
    expect(DEFAULT_SETTINGS.abilityScoreMethod).toBe('standard');
  });

  test.each([
    ['gameSystem', 'srd5', 'srd5'],
    ['gameSystem', '"srd5"', 'srd5'],
    ['gameSystem', 'chess', 'none'],
    ['gameSystem', '', 'none'],
    ['abilityScoreMethod', 'pointBuy', 'pointBuy'],
    ['abilityScoreMethod', '4d6', '4d6'],
    ['abilityScoreMethod', 'roll3d6', 'standard'],
    ['abilityScoreMethod', '{"x":1}', 'standard'],
  ] as const)('%s stored as %j reads as %j', (key, raw, value) => {
    expect(settingFromStored(key, raw)).toEqual({ ok: true, value });
  });
});

describe('Story length and the copy-and-paste provider', () => {
  test('Standard and off by default', () => {
    expect(DEFAULT_SETTINGS.storyLength).toBe('standard');
    expect(DEFAULT_SETTINGS.usePasteChat).toBe(false);
  });

  test.each([
    ['short', 'short'],
    ['long', 'long'],
    ['"long"', 'long'],
    ['epic', 'standard'],
  ] as const)('stored as %j reads as %j', (raw, value) => {
    expect(settingFromStored('storyLength', raw)).toEqual({ ok: true, value });
  });

  test('copy and paste is the provider only while neither model is on', () => {
    const off = { useOllamaAPI: false, useAzureAPI: false, usePasteChat: false };
    expect(activeProvider({ ...off, usePasteChat: true })).toBe('paste');
    expect(activeProvider({ ...off, usePasteChat: true, useAzureAPI: true })).toBe('cloud');
    expect(activeProvider(off)).toBeNull();
  });
});
