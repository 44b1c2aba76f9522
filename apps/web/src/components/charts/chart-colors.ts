/** The 12 donut colours of spec §9, Mantine palette shades distinct next to each other. */
export const CHART_COLORS = [
  'teal.6',
  'indigo.6',
  'orange.6',
  'grape.6',
  'cyan.6',
  'red.6',
  'lime.7',
  'blue.6',
  'yellow.6',
  'pink.6',
  'violet.6',
  'gray.6',
] as const;

/** The colour of the n-th series, repeating after 12. */
export const chartColor = (index: number): string => CHART_COLORS[index % CHART_COLORS.length] ?? 'gray.6';
