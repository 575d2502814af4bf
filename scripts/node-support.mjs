/**
 * The oldest Node the shop runs on: some of its dependencies (@fastify/static's
 * content-disposition, light-my-request's cookie) are ES modules loaded with require(), which
 * Node does without a flag from 20.19 on the 20 line and from 22.12 on the 22 line. An older Node
 * fails at start on ERR_REQUIRE_ESM; npm start, npm test and npm run dev say why instead.
 */
export const SUPPORTED_NODE = '^20.19.0 || >=22.12.0';

/** Why this Node cannot run the shop, or null when it can. */
export function nodeSupportProblem({ version, requireModule }) {
  if (requireModule === true) return null;
  return (
    `Zina demande Node.js 20.19 ou plus récent (22.12 ou plus récent sur la ligne 22) : ` +
    `ce Node (${version}) ne charge pas par require() les modules ES dont la boutique dépend. ` +
    `Installez une version à jour de Node.js, puis relancez la commande.`
  );
}

/** Stops the command here, with the reason, on a Node that cannot run the shop. */
export function exitUnlessSupportedNode() {
  const problem = nodeSupportProblem({
    version: process.version,
    requireModule: process.features.require_module,
  });
  if (problem === null) return;
  console.error(problem);
  process.exit(1);
}
