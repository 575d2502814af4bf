import { INVITATION_HOURS } from '@zina/shared/schemas/staff';
import type { MailMessage } from '../../../lib/mail';
import { accountMailHtml, escapeHtml, mailRow, MUTED_ROW } from '../../../lib/mail-layout';

const ROLE_NAMES = { ADMIN: 'administrateur', AGENT: 'agent de confirmation' } as const;

/** The invitation to join the shop's team: the link sets the member's password, once. */
export function invitationMail(
  to: { email: string; name: string },
  role: keyof typeof ROLE_NAMES,
  url: string,
): MailMessage {
  const subject = 'Invitation à rejoindre l’équipe Zina';
  const lines = [
    `Vous êtes invité(e) à rejoindre l’équipe de la boutique Zina en tant que ${ROLE_NAMES[role]}.`,
    `Choisissez votre mot de passe avec ce lien (valable ${INVITATION_HOURS} heures, une seule fois) :`,
  ];
  const ignore = 'Si vous n’attendiez pas cette invitation, ignorez ce message.';
  const name = to.name.trim() || 'Bonjour';
  const text = [`Bonjour ${name},`, '', ...lines, url, '', ignore, '', 'L’équipe Zina'];
  const html = accountMailHtml(subject, [
    mailRow(`Bonjour ${escapeHtml(name)},`, 'font-size:16px;line-height:24px;'),
    ...lines.map((line) => mailRow(escapeHtml(line))),
    mailRow(`<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`),
    mailRow(escapeHtml(ignore), MUTED_ROW),
  ]);
  return { to: to.email, subject, text: text.join('\n'), html };
}
