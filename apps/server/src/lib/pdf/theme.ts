/** The look of generated documents: A4, generous margins, one accent colour, a clear type scale. */
export const PDF_THEME = {
  size: 'A4' as const,
  margins: { top: 74, bottom: 66, left: 56, right: 56 },
  fonts: { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' },
  sizes: { title: 26, h1: 17, h2: 12.5, body: 9.5, small: 8, tiny: 7 },
  colors: {
    accent: '#1F3A5F',
    accentSoft: '#E8EEF5',
    highlight: '#0E7C86',
    text: '#1F2933',
    muted: '#5F6B7A',
    rule: '#CBD2D9',
    zebra: '#F5F7FA',
    white: '#FFFFFF',
    warn: '#B45309',
    good: '#15803D',
  },
  lineGap: 2,
};
