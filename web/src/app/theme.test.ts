// The theme's colours read at 4.5:1 where Mantine puts text on them: a light button, badge or
// alert is shade 9 on shade 1, and on shade 2 while hovered (the pointer often rests on a button
// just clicked, and axe then saw indigo 9 on 2 at 4.12:1).
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../lib/contrast';
import { theme } from './theme';

describe('theme colours', () => {
  const colours = Object.entries(theme.colors ?? {}).filter(([name]) => name !== 'dark');
  it.each(colours)('%s: light text reads on the light background and on its hover', (_name, shades) => {
    expect(contrastRatio(shades?.[9] ?? '', shades?.[1] ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shades?.[9] ?? '', shades?.[2] ?? '')).toBeGreaterThanOrEqual(4.5);
  });
});
