/**
 * Series colours of mid lightness that keep contrast on both the light and the dark card; the first is
 * the theme's accent.
 */
export const chartColors = [
  'var(--primary)',
  'oklch(0.62 0.14 155)',
  'oklch(0.68 0.15 70)',
  'oklch(0.6 0.16 300)',
  'oklch(0.62 0.17 25)',
  'oklch(0.62 0.1 240)',
  'oklch(0.7 0.12 110)',
  'oklch(0.6 0.12 350)',
  'oklch(0.66 0.08 200)',
  'oklch(0.58 0.05 60)',
  'oklch(0.7 0.1 180)',
  'oklch(0.55 0.02 257)',
];

export const chartColorOf = (index: number) => chartColors[index % chartColors.length];
