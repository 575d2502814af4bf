export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The frame of Zina's account e-mails (HTML): a title and rows of already-escaped HTML. */
export function accountMailHtml(title: string, rows: string[]): string {
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)}</title>
  </head>
  <body style="margin:0;padding:0;background:#f6f3ef;font-family:Arial,Helvetica,sans-serif;color:#2b2b2b;">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f3ef;padding:24px 0;">
      <tr>
        <td align="center">
          <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px;">
            <tr><td style="font-size:22px;font-weight:bold;color:#8a5a2b;padding-bottom:16px;">Zina</td></tr>
            ${rows.join('\n            ')}
            <tr><td style="font-size:14px;line-height:22px;padding-top:16px;">À bientôt sur Zina,<br>L’équipe Zina</td></tr>
          </table>
        </td>
      </tr>
    </table>
  </body>
</html>`;
}

/** The small grey closing paragraph (why the mail came, what to do if unexpected). */
export const MUTED_ROW =
  'font-size:13px;line-height:20px;color:#6b6b6b;padding-top:24px;border-top:1px solid #eeeeee;';

/** One paragraph row of the frame. */
export const mailRow = (
  html: string,
  style = 'font-size:16px;line-height:24px;padding-top:12px;',
) => `<tr><td style="${style}">${html}</td></tr>`;
