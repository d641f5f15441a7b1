import { screen } from '@testing-library/react';
import { SettingsPage } from '../settings-page';
import { renderWithProviders } from '@/testing/render';
import { optionTexts } from '@/testing/queries';
import { FIRST_PAINT_STORAGE, PAGE_ATTRIBUTES } from '@/config/first-paint';

// The key and attribute the page's head script reads before the first paint: Theme must write
// what that script will find on the next visit.
const THEME_KEY = FIRST_PAINT_STORAGE.themeMode;

const schemeOfPage = () => document.documentElement.getAttribute(PAGE_ATTRIBUTES.colorScheme);

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute(PAGE_ATTRIBUTES.colorScheme);
});

describe('Theme', () => {
  test('offers System, Light and Dark, System by default', async () => {
    const { user } = renderWithProviders(<SettingsPage />);
    const select = screen.getByRole('combobox', { name: 'Theme' });
    expect(select).toHaveTextContent('System');
    await user.click(select);
    expect(await optionTexts()).toEqual(['System', 'Light', 'Dark']);
  });

  test('Dark applies at once, without Save, and is remembered under its own key', async () => {
    const { user } = renderWithProviders(<SettingsPage />);
    await user.click(screen.getByRole('combobox', { name: 'Theme' }));
    await user.click(screen.getByRole('option', { name: 'Dark' }));
    expect(schemeOfPage()).toBe('dark');
    expect(window.localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveTextContent('Dark');

    await user.click(screen.getByRole('combobox', { name: 'Theme' }));
    await user.click(screen.getByRole('option', { name: 'Light' }));
    expect(schemeOfPage()).toBe('light');
    expect(window.localStorage.getItem(THEME_KEY)).toBe('light');
  });

  test('a stored choice is shown and applied on start', () => {
    window.localStorage.setItem(THEME_KEY, 'dark');
    renderWithProviders(<SettingsPage />);
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveTextContent('Dark');
    expect(schemeOfPage()).toBe('dark');
  });

  test('an unreadable stored choice falls back to System', () => {
    window.localStorage.setItem(THEME_KEY, 'purple');
    renderWithProviders(<SettingsPage />);
    expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveTextContent('System');
  });
});
