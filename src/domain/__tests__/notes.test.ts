/**
 * @jest-environment node
 */
import { NOTES_MAX_LENGTH, fitNotes } from '../notes';

describe('fitNotes', () => {
  it('takes notes within the limit as they are', () => {
    expect(fitNotes('Owes', 'Owes 40 gold')).toEqual({ text: 'Owes 40 gold', cut: false });
    const full = 'x'.repeat(NOTES_MAX_LENGTH);
    expect(fitNotes(full.slice(1), full)).toEqual({ text: full, cut: false });
  });

  it('cuts a long paste where it would pass the limit, keeping the text around it', () => {
    const before = `Start.${'a'.repeat(100)}End.`;
    const pasted = 'p'.repeat(500_000);
    const next = `Start.${pasted}${'a'.repeat(100)}End.`;
    const { text, cut } = fitNotes(before, next);
    expect(cut).toBe(true);
    expect(text).toHaveLength(NOTES_MAX_LENGTH);
    expect(text.startsWith('Start.ppp')).toBe(true);
    expect(text.endsWith(`${'a'.repeat(100)}End.`)).toBe(true);
  });

  it('refuses more typing at the limit but always lets text be deleted', () => {
    const full = 'x'.repeat(NOTES_MAX_LENGTH);
    expect(fitNotes(full, `${full}y`)).toEqual({ text: full, cut: true });
    // Notes already longer (imported) can be shortened, never lengthened.
    const over = 'x'.repeat(NOTES_MAX_LENGTH + 50);
    expect(fitNotes(over, over.slice(1))).toEqual({ text: over.slice(1), cut: false });
    expect(fitNotes(over, `${over}y`).text).toBe(over);
  });

  it('never leaves half of an emoji', () => {
    const almost = 'x'.repeat(NOTES_MAX_LENGTH - 1);
    const { text } = fitNotes(almost, `${almost}🐉`);
    expect(text).toBe(almost);
  });
});
