// The look of the product: calm, dense and legible for people who work in it all day.
import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
} from '@mantine/core';
import { PALE_BACKGROUND as PALE, readableOn } from '../lib/contrast';
import dates from './dates.module.css';

/**
 * Mantine's shade 6 (filled buttons, coloured text, links, outlines, dimmed text) and shade 9
 * (text of light badges on shade 1, and 2 when hovered) are too pale for 4.5:1 in most colours (orange 2.6:1, the
 * indigo primary 4.3:1): each is darkened just enough, and 7-8 (hover, pressed) stay darker still.
 */
function readable(shades: MantineColorsTuple): MantineColorsTuple {
  const s = [...shades];
  s[6] = readableOn(s[6] ?? '', PALE);
  s[7] = readableOn(s[7] ?? '', PALE, 5.5);
  s[8] = readableOn(s[8] ?? '', PALE, 6.5);
  // Light buttons, badges and alerts: shade 9 on shade 1, and on shade 2 while hovered.
  s[9] = readableOn(s[9] ?? '', s[2]);
  return s as unknown as MantineColorsTuple;
}

const colors = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors).map(([name, shades]) => [
    name,
    name === 'dark' ? shades : readable(shades),
  ]),
);

const SCROLLING_OPTIONS = { maxHeight: 220, overflowY: 'auto' } as const;

export const theme = createTheme({
  primaryColor: 'indigo',
  colors,
  defaultRadius: 'sm',
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '600',
  },
  fontSizes: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '18px' },
  components: {
    Button: { defaultProps: { size: 'sm' } },
    TextInput: { defaultProps: { size: 'sm' } },
    PasswordInput: { defaultProps: { size: 'sm' } },
    // Option lists scroll in the listbox itself, which the input drives (aria-activedescendant),
    // instead of in a scroll area that keyboard users could not reach.
    Select: { defaultProps: { withScrollArea: false }, styles: { options: SCROLLING_OPTIONS } },
    MultiSelect: { defaultProps: { withScrollArea: false }, styles: { options: SCROLLING_OPTIONS } },
    Autocomplete: { defaultProps: { withScrollArea: false }, styles: { options: SCROLLING_OPTIONS } },
    // No focus placeholder inside role=menu (only menu items belong there): the first item takes focus.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A screen reader names the × of every modal and drawer.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // A table wider than the screen scrolls sideways in its container: the container takes focus,
    // so a keyboard can scroll it with the arrow keys (a table's cells themselves cannot).
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    // Calendars (@mantine/dates): the other months' days readable. A day takes its class names
    // from the component that draws it (its static selector), so each is named.
    ...Object.fromEntries(
      ['Day', 'Calendar', 'DatePicker', 'DatePickerInput', 'DateInput'].map((name) => [
        name,
        { classNames: { day: dates.day } },
      ]),
    ),
    // Toasts (lib/toast, the Undo toast) are Notifications: their × is named too.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
  },
});

/** Placeholders written as text (a file input's "Choose a PDF", a select's empty value) in the
 * readable grey (shade 6, 4.5:1) rather than Mantine's gray 5 (2:1). */
export const cssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-placeholder': 'var(--mantine-color-gray-6)' },
  dark: {},
});
