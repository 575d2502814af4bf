import { OTP_TTL_MINUTES } from '@zina/shared/constants';
import type { MailMessage } from '../../lib/mail';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The password-recovery e-mail (HTML and plain text), in French. */
export function resetCodeMail(to: { email: string; name: string }, code: string): MailMessage {
  const name = to.name.trim() || 'cher client';
  const validity = `Ce code est valable ${OTP_TTL_MINUTES} minutes.`;
  const ignore =
    'Si vous n’avez pas demandé la réinitialisation de votre mot de passe, ignorez simplement ' +
    'cet email : votre mot de passe reste inchangé.';
  const text = [
    `Bonjour ${name},`,
    '',
    'Vous avez demandé à réinitialiser le mot de passe de votre compte Zina.',
    'Voici votre code de vérification :',
    '',
    `    ${code}`,
    '',
    validity,
    'Ne le communiquez à personne : l’équipe Zina ne vous le demandera jamais.',
    '',
    ignore,
    '',
    'À bientôt sur Zina,',
    'L’équipe Zina',
  ].join('\n');

  const html = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Votre code de vérification Zina</title>
  </head>
  <body style="margin:0;padding:0;background:#f6f3ef;font-family:Arial,Helvetica,sans-serif;color:#2b2b2b;">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f3ef;padding:24px 0;">
      <tr>
        <td align="center">
          <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px;">
            <tr><td style="font-size:22px;font-weight:bold;color:#8a5a2b;padding-bottom:16px;">Zina</td></tr>
            <tr><td style="font-size:16px;line-height:24px;">Bonjour ${escapeHtml(name)},</td></tr>
            <tr>
              <td style="font-size:16px;line-height:24px;padding-top:12px;">
                Vous avez demandé à réinitialiser le mot de passe de votre compte Zina.
                Voici votre code de vérification&nbsp;:
              </td>
            </tr>
            <tr>
              <td align="center" style="padding:24px 0;">
                <div style="display:inline-block;font-size:36px;font-weight:bold;letter-spacing:10px;padding:16px 24px;border:2px dashed #8a5a2b;border-radius:8px;font-family:'Courier New',monospace;">${code}</div>
              </td>
            </tr>
            <tr><td style="font-size:16px;line-height:24px;"><strong>${validity}</strong></td></tr>
            <tr>
              <td style="font-size:14px;line-height:22px;padding-top:12px;">
                Ne le communiquez à personne&nbsp;: l’équipe Zina ne vous le demandera jamais.
              </td>
            </tr>
            <tr>
              <td style="font-size:13px;line-height:20px;color:#6b6b6b;padding-top:24px;border-top:1px solid #eeeeee;">
                ${escapeHtml(ignore)}
              </td>
            </tr>
            <tr><td style="font-size:14px;line-height:22px;padding-top:16px;">À bientôt sur Zina,<br>L’équipe Zina</td></tr>
          </table>
        </td>
      </tr>
    </table>
  </body>
</html>`;

  return {
    to: to.email,
    subject: 'Votre code de réinitialisation du mot de passe Zina',
    text,
    html,
  };
}
