import { OTP_TTL_MINUTES } from '@zina/shared/constants';
import type { MailMessage } from '../../lib/mail';
import { accountMailHtml, escapeHtml, mailRow, MUTED_ROW } from '../../lib/mail-layout';

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

  const html = accountMailHtml('Votre code de vérification Zina', [
    mailRow(`Bonjour ${escapeHtml(name)},`, 'font-size:16px;line-height:24px;'),
    mailRow(
      'Vous avez demandé à réinitialiser le mot de passe de votre compte Zina. ' +
        'Voici votre code de vérification&nbsp;:',
    ),
    `<tr>
              <td align="center" style="padding:24px 0;">
                <div style="display:inline-block;font-size:36px;font-weight:bold;letter-spacing:10px;padding:16px 24px;border:2px dashed #8a5a2b;border-radius:8px;font-family:'Courier New',monospace;">${code}</div>
              </td>
            </tr>`,
    mailRow(`<strong>${validity}</strong>`, 'font-size:16px;line-height:24px;'),
    mailRow(
      'Ne le communiquez à personne&nbsp;: l’équipe Zina ne vous le demandera jamais.',
      'font-size:14px;line-height:22px;padding-top:12px;',
    ),
    mailRow(escapeHtml(ignore), MUTED_ROW),
  ]);

  return {
    to: to.email,
    subject: 'Votre code de réinitialisation du mot de passe Zina',
    text,
    html,
  };
}
