import { describe, expect, it } from 'vitest';
import { comboLabel, detectPlatform, isTextEntry, matchesCombo } from './key-combo';

const press = (
  key: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {},
  code?: string,
) => ({
  key,
  code,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('key combinations', () => {
  it('reads mod as Ctrl on Windows and Cmd on macOS', () => {
    expect(matchesCombo(press('1', { ctrlKey: true, altKey: true }), 'mod+alt+1', 'windows')).toBe(true);
    expect(matchesCombo(press('1', { metaKey: true, altKey: true }), 'mod+alt+1', 'mac')).toBe(true);
    expect(matchesCombo(press('1', { ctrlKey: true, altKey: true }), 'mod+alt+1', 'mac')).toBe(false);
    // Shift turns the digit into '!': the physical key still matches the page-tab shortcuts.
    expect(
      matchesCombo(
        press('!', { ctrlKey: true, altKey: true, shiftKey: true }, 'Digit1'),
        'mod+alt+shift+1',
        'windows',
      ),
    ).toBe(true);
    expect(
      matchesCombo(press('1', { ctrlKey: true, altKey: true }, 'Digit1'), 'mod+alt+shift+1', 'windows'),
    ).toBe(false);
  });
  it('matches the physical key when Alt changes the character', () => {
    expect(matchesCombo(press('¡', { metaKey: true, altKey: true }, 'Digit1'), 'mod+alt+1', 'mac')).toBe(
      true,
    );
  });
  it('matches ? whatever Shift does, but not with other modifiers', () => {
    expect(matchesCombo(press('?', { shiftKey: true }), '?', 'windows')).toBe(true);
    expect(matchesCombo(press('?', { ctrlKey: true }), '?', 'windows')).toBe(false);
  });
  it('tells Shift apart for letters', () => {
    expect(
      matchesCombo(
        press('E', { ctrlKey: true, altKey: true, shiftKey: true }, 'KeyE'),
        'mod+alt+shift+e',
        'windows',
      ),
    ).toBe(true);
    expect(
      matchesCombo(press('e', { ctrlKey: true, altKey: true }, 'KeyE'), 'mod+alt+shift+e', 'windows'),
    ).toBe(false);
  });
  it('labels keys for each platform and detects it', () => {
    expect(comboLabel('mod+alt+1', 'mac')).toEqual(['⌘', '⌥', '1']);
    expect(comboLabel('mod+alt+1', 'windows')).toEqual(['Ctrl', 'Alt', '1']);
    expect(detectPlatform({ platform: 'MacIntel' })).toBe('mac');
    expect(detectPlatform({ platform: 'Win32' })).toBe('windows');
  });
  it('counts text fields as typing, but not a ticked box or a radio', () => {
    expect(isTextEntry({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(isTextEntry({ tagName: 'INPUT', type: 'date' })).toBe(true);
    expect(isTextEntry({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTextEntry({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTextEntry({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTextEntry({ tagName: 'INPUT', type: 'radio' })).toBe(false);
    expect(isTextEntry({ tagName: 'BUTTON' })).toBe(false);
  });
});
