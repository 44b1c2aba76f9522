/** A rendered email: the template key is stored with the message for the tracker. */
export interface EmailContent {
  templateKey: string;
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Plain text paragraphs and a simple, inline-styled HTML body built from the same parts. */
export function renderEmail(parts: {
  templateKey: string;
  subject: string;
  greeting: string;
  paragraphs: Array<string | { code: string } | { link: string; label: string }>;
}): EmailContent {
  const signOff = 'Statera';
  const text = [
    parts.greeting,
    ...parts.paragraphs.map((p) => (typeof p === 'string' ? p : 'code' in p ? p.code : p.link)),
    signOff,
  ].join('\n\n');
  const block = (p: (typeof parts.paragraphs)[number]) => {
    if (typeof p === 'string') return `<p>${escapeHtml(p)}</p>`;
    if ('code' in p) {
      return `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:24px 0">${escapeHtml(p.code)}</p>`;
    }
    return `<p><a href="${escapeHtml(p.link)}" style="color:#1c4e80">${escapeHtml(p.label)}</a></p><p style="color:#555;font-size:13px">If the button does not work, copy this address into your browser: ${escapeHtml(p.link)}</p>`;
  };
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5;max-width:560px;margin:0 auto;padding:24px"><p>${escapeHtml(parts.greeting)}</p>${parts.paragraphs.map(block).join('')}<p>${signOff}</p></body></html>`;
  return { templateKey: parts.templateKey, subject: parts.subject, text, html };
}
