import { createPdf, currentPageIndex, ensureSpace, type Pdf, pdfBuffer } from '../../../lib/pdf/document.ts';
import { stampPages } from '../../../lib/pdf/furniture.ts';
import { heading } from '../../../lib/pdf/layout.ts';
import { formatDate } from '../../../lib/pdf/text.ts';
import { drawAnswers, drawComments } from './answers.ts';
import { drawRightToDisagree, drawSignOff } from './closing.ts';
import { type ContentsEntry, drawContents } from './contents.ts';
import { drawCover } from './cover.ts';
import { drawFeePayer, FEE_PAYER_SECTION_TITLE, statementTitle } from './fee-payer.ts';
import { drawEngagement, drawParties } from './parties.ts';
import { drawReasons } from './reasons.ts';
import type { Statement } from './statement.ts';
import { drawWorkerAccount } from './worker-account.ts';

interface Section {
  title: string;
  draw: (doc: Pdf, s: Statement) => void;
  /** Starts on a page of its own. */
  newPage?: boolean;
  /** Room the heading needs below it to stay with its content (default 110 points). */
  keep?: number;
}

/** The sections after the contents page, in order. */
const SECTIONS: Section[] = [
  { title: 'The parties', draw: drawParties, newPage: true },
  { title: 'The engagement', draw: drawEngagement },
  { title: FEE_PAYER_SECTION_TITLE, draw: drawFeePayer },
  { title: 'Reasons for the determination', draw: drawReasons },
  { title: 'Questions and answers', draw: drawAnswers, newPage: true },
  { title: 'Review comments', draw: drawComments },
  { title: "The worker's own account", draw: drawWorkerAccount, keep: 160 },
  { title: 'Sign-off and versions', draw: drawSignOff, keep: 250 },
  { title: 'Your right to disagree', draw: drawRightToDisagree, keep: 200 },
];

export interface RenderedPdf {
  pdf: Buffer;
  pageCount: number;
}

/**
 * The Status Determination Statement as a PDF: cover, contents (with page numbers, filled in once
 * the sections are laid out), the sections, and the client's name, statement id and
 * "Page X of Y" on every page.
 */
export async function renderStatement(s: Statement): Promise<RenderedPdf> {
  const doc = createPdf({
    title: `${statementTitle(s)} ${s.statementId}`,
    author: 'Statera',
    subject: `${s.client.name}: ${s.individual.name}`,
    createdAt: s.issuedAt,
  });
  drawCover(doc, s);
  doc.addPage();
  const contentsPage = currentPageIndex(doc);
  const entries: ContentsEntry[] = [];
  SECTIONS.forEach((section, i) => {
    if (section.newPage && i > 0) doc.addPage();
    else if (i === 0) doc.addPage();
    else ensureSpace(doc, section.keep ?? 110);
    const destination = `section-${i + 1}`;
    entries.push({ title: section.title, destination, page: currentPageIndex(doc) + 1 });
    heading(doc, `${i + 1}. ${section.title}`, { destination });
    doc.outline.addItem(section.title);
    section.draw(doc, s);
  });
  doc.switchToPage(contentsPage);
  drawContents(doc, entries);
  const pageCount = stampPages(doc, {
    headerLeft: `${statementTitle(s)} · ${s.client.name}`,
    headerRight: `${s.individual.name} · ${s.entity.name}`,
    footerLeft: s.client.name,
    footerCenter: `${s.statementId} · issued ${formatDate(s.issuedAt)}`,
  });
  return { pdf: await pdfBuffer(doc), pageCount };
}
