import type { MailMessage } from '../../lib/mail';
import { accountMailHtml, escapeHtml, mailRow, MUTED_ROW } from '../../lib/mail-layout';

const NOT_YOU =
  'Si vous n’êtes pas à l’origine de ce changement, utilisez « Mot de passe oublié » sur Zina ' +
  'pour reprendre la main sur votre compte, puis contactez-nous en répondant à cet email.';

function notice(to: { email: string; name: string }, subject: string, lines: string[]) {
  const name = to.name.trim() || 'cher client';
  const text = [
    `Bonjour ${name},`,
    '',
    ...lines,
    '',
    NOT_YOU,
    '',
    'À bientôt sur Zina,',
    'L’équipe Zina',
  ];
  const html = accountMailHtml(subject, [
    mailRow(`Bonjour ${escapeHtml(name)},`, 'font-size:16px;line-height:24px;'),
    ...lines.map((line) => mailRow(escapeHtml(line))),
    mailRow(escapeHtml(NOT_YOU), MUTED_ROW),
  ]);
  return { to: to.email, subject, text: text.join('\n'), html } satisfies MailMessage;
}

/** Sent to the previous address: whoever took the account over cannot hide the change. */
export const emailChangedMail = (
  old: { email: string; name: string },
  newEmail: string,
): MailMessage =>
  notice(old, 'Changement de l’adresse email de votre compte Zina', [
    `L’adresse email de votre compte Zina vient d’être remplacée par ${newEmail}.`,
    `Cette adresse (${old.email}) ne permet plus de vous connecter.`,
  ]);

export const passwordChangedMail = (to: { email: string; name: string }): MailMessage =>
  notice(to, 'Votre mot de passe Zina a été modifié', [
    'Le mot de passe de votre compte Zina vient d’être modifié depuis votre profil.',
    'Vos autres sessions ouvertes ont été fermées.',
  ]);

/**
 * Sent when someone registers with an address that already has an account: the answer to the
 * registration is the same as for a free address, so the owner alone learns of it, with the way
 * back in if the owner was the one who had forgotten.
 */
export function registrationAttemptMail(
  to: { email: string; name: string },
  forgotUrl: string,
): MailMessage {
  const subject = 'Tentative de création de compte avec votre adresse';
  const name = to.name.trim() || 'cher client';
  const lines = [
    `Quelqu’un vient d’essayer de créer un compte Zina avec votre adresse (${to.email}).`,
    'Votre compte existe déjà : rien n’a été créé ni modifié.',
    'Si c’était vous et que vous avez oublié votre mot de passe, choisissez-en un nouveau ici :',
  ];
  const ignore = 'Si ce n’était pas vous, vous pouvez ignorer ce message.';
  const text = [`Bonjour ${name},`, '', ...lines, forgotUrl, '', ignore, '', 'L’équipe Zina'];
  const html = accountMailHtml(subject, [
    mailRow(`Bonjour ${escapeHtml(name)},`, 'font-size:16px;line-height:24px;'),
    ...lines.map((line) => mailRow(escapeHtml(line))),
    mailRow(`<a href="${escapeHtml(forgotUrl)}">${escapeHtml(forgotUrl)}</a>`),
    mailRow(escapeHtml(ignore), MUTED_ROW),
  ]);
  return { to: to.email, subject, text: text.join('\n'), html };
}
