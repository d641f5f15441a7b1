import { DEFAULT_SETTINGS, settingFromStored } from '../settings';

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
