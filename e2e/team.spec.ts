import { expect, test } from './support/shop';
import { signIn } from './support/accounts';
import { customerOrder } from './support/orders';
import { newestMailTo } from './support/outbox';

const ADMIN = { email: 'admin@zina.ma', password: 'ZinaAdmin2026!' };

test('an admin invites an agent, who joins, works the desk in claim mode and edits an order (#46)', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const order = await customerOrder(page.request, { ville: 'Fès', telephone: '0662 44 55 66' });
  const agent = {
    name: 'Karim Agent',
    email: `agent-${Date.now()}@exemple.ma`,
    password: 'Agent-Zina2026!',
  };

  // The admin invites the agent from « Équipe ».
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/dashboard/equipe');
  const invite = page.getByRole('form', { name: 'Inviter un membre' });
  await invite.getByLabel('Nom').fill(agent.name);
  await invite.getByLabel('Adresse email').fill(agent.email);
  await expect(invite.getByLabel('Rôle')).toHaveValue('AGENT');
  await invite.getByRole('button', { name: 'Inviter' }).click();
  await expect(page.getByText('Invitation envoyée').first()).toBeVisible();
  const invited = page.getByRole('row', { name: new RegExp(agent.name) });
  await expect(invited.getByText(/Invitation en attente/)).toBeVisible();

  // The agent follows the mail's link: the token leaves the address bar at once.
  let link: string | undefined;
  await expect
    .poll(() => {
      link = /https?:\/\/\S+\/equipe\/invitation\/[A-Za-z0-9_-]+/.exec(
        newestMailTo(agent.email)?.text ?? '',
      )?.[0];
      return link;
    })
    .toBeTruthy();
  const context = await browser.newContext();
  const desk = await context.newPage();
  await desk.goto(link!);
  await expect(desk.getByRole('heading', { name: 'Rejoindre l’équipe' })).toBeVisible();
  await expect(desk).toHaveURL(/\/equipe\/invitation$/);
  await desk.getByLabel('Mot de passe', { exact: true }).fill(agent.password);
  await desk.getByLabel('Confirmer le mot de passe').fill(agent.password);
  await desk.getByRole('button', { name: 'Créer mon accès' }).click();
  await expect(desk).toHaveURL(/\/login$/);
  await signIn(desk, agent.email, agent.password);

  // The agent's back office: the desk and the order list, nothing else.
  await desk.goto('/dashboard');
  const menu = desk.getByRole('navigation', { name: 'Menu du tableau de bord' });
  const agentLinks = menu.getByRole('list', { name: 'Espace agent' }).getByRole('link');
  await expect(agentLinks).toHaveText([/^Commandes$/, /^Confirmations/]);
  await expect(menu.getByRole('link', { name: 'Produits' })).toHaveCount(0);
  await desk.goto('/dashboard/product');
  await expect(desk.getByRole('heading', { level: 1, name: 'Accès Refusé' })).toBeVisible();

  // Claim mode: « Suivante » holds an order for the agent; an outcome frees it, and is undone.
  await desk.goto('/dashboard/confirmations');
  await desk.getByRole('button', { name: 'Suivante' }).click();
  const held = desk.getByRole('region', { name: 'Votre commande en cours' });
  await expect(held.getByRole('timer')).toContainText('Réservée pour vous encore');
  const heldLabel = (await held.getByRole('heading', { level: 3 }).nth(1).textContent())!;
  await held
    .getByRole('group', { name: 'Résultat de l’appel' })
    .getByRole('button', { name: 'Confirmée' })
    .click();
  await expect(held).toBeHidden();
  await desk
    .getByRole('button', { name: `Annuler le dernier résultat de la commande ${heldLabel}` })
    .click();
  await expect(desk.getByText('Dernier appel annulé').first()).toBeVisible();
  await expect(desk.getByRole('article', { name: heldLabel })).toBeVisible();

  // The order list: no figures nor export for an agent; an order edited on the call.
  await desk.goto('/dashboard/orders');
  await expect(desk.getByRole('button', { name: 'Exporter en CSV' })).toHaveCount(0);
  await desk.getByLabel('Rechercher une commande').fill(order.label);
  await desk
    .getByRole('button', { name: `Voir les détails de la commande ${order.label}` })
    .click();
  await desk.getByRole('button', { name: 'Modifier la commande' }).click();
  const edit = desk.getByRole('dialog', { name: `Modifier la commande ${order.label}` });
  await edit.getByLabel('Adresse').fill('3 place Seffarine');
  await edit.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(edit.getByText(/Nouveau total/)).toBeVisible();
  await edit.getByRole('button', { name: 'Terminé' }).click();
  await expect(
    desk.getByRole('dialog', { name: `Commande ${order.label}` }).getByText('3 place Seffarine'),
  ).toBeVisible();
  await context.close();
});
