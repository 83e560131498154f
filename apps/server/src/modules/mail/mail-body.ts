/** The plain text and the simple HTML of one of our mails, from the same parts (issue 26). */
export interface MailParts {
  paragraphs: string[];
  action: { label: string; url: string };
  footer?: { text: string; label: string; url: string };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character] ?? character);

export function mailBody({ paragraphs, action, footer }: MailParts): { text: string; html: string } {
  const text = [...paragraphs, "", `${action.label}: ${action.url}`, ...(footer ? ["", "—", `${footer.text} ${footer.url}`] : [])].join("\n");
  const html = [
    // The viewport: a phone's mail app shows the page at its own width, not a desktop's shrunk.
    '<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>',
    '<body style="font-family: sans-serif; line-height: 1.5">',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`,
    ...(footer
      ? [
          `<hr><p style="font-size: small; color: #555">${escapeHtml(footer.text)} <a href="${escapeHtml(footer.url)}">${escapeHtml(footer.label)}</a></p>`,
        ]
      : []),
    "</body></html>",
  ].join("\n");
  return { text, html };
}
