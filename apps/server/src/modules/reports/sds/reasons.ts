import { ensureSpace, type Pdf } from '../../../lib/pdf/document.ts';
import { bullets, callout, heading, paragraph, table } from '../../../lib/pdf/layout.ts';
import { PDF_THEME } from '../../../lib/pdf/theme.ts';
import type { Statement } from './statement.ts';

const { colors, sizes, fonts } = PDF_THEME;

const DIRECTION: Record<string, string> = {
  employed: 'Points to employment',
  selfEmployed: 'Points to self-employment',
  neutral: 'Neutral',
};

const strengthText = (x: number) => (x >= 0.66 ? 'strong' : x >= 0.33 ? 'moderate' : 'weak');

/** The reasons, factor by factor, with the answers that drove each and the cases behind it. */
export function drawReasons(doc: Pdf, s: Statement): void {
  const r = s.result;
  for (const f of r.factors) {
    // keep a factor's title with its reason and the start of its table
    ensureSpace(doc, 120);
    heading(doc, f.title, { level: 2 });
    const direction = DIRECTION[f.direction] ?? f.direction;
    paragraph(doc, `${direction} (${strengthText(f.strength)}, ${Math.round(f.strength * 100)}%)`, {
      font: fonts.bold,
      size: sizes.small,
      color: f.direction === 'employed' ? colors.warn : f.direction === 'selfEmployed' ? colors.good : colors.muted,
      gapAfter: 0.2,
    });
    if (f.id.startsWith('rule:')) {
      callout(
        doc,
        'This rule settles the engagement',
        ['Whatever the other factors below show, this rule decides the outcome.'],
        f.direction === 'employed' ? colors.warn : colors.good,
      );
    }
    paragraph(doc, f.reason);
    if (f.drivers.length > 0) {
      table(
        doc,
        [
          { header: 'Question behind it', width: 0.6 },
          { header: 'Answer', width: 0.4 },
        ],
        f.drivers.map((d) => [d.question, d.answer]),
        { size: sizes.small + 0.5 },
      );
    }
    if (f.cases.length > 0) {
      ensureSpace(doc, 34);
      paragraph(doc, 'Cases', { font: fonts.bold, size: sizes.small, color: colors.muted, gapAfter: 0.1 });
      bullets(doc, f.cases, { size: sizes.small + 0.5, color: colors.muted });
    }
  }
  const whatIf = r.whatIf ?? [];
  if (whatIf.length > 0) {
    heading(doc, 'How sensitive the result is', { level: 2 });
    paragraph(doc, 'A single different answer to these questions would change the outcome or the risk of challenge:');
    table(
      doc,
      [
        { header: 'Question', width: 0.42 },
        { header: 'Answer given', width: 0.18 },
        { header: 'If instead', width: 0.18 },
        { header: 'Effect', width: 0.22 },
      ],
      whatIf.map((w) => [
        w.question,
        w.from,
        w.to,
        w.effect === 'flips_outcome'
          ? `Outcome becomes ${w.outcome === 'employed' ? 'employed' : 'self-employed'}`
          : `Risk becomes ${w.riskLevel}`,
      ]),
      { size: sizes.small + 0.5 },
    );
  }
}
