// A local OpenID provider for the Google sign-in journey (oauth2-mock-server, as in the API tests).
// The person it signs in is read from E2E_DATA_DIR/oidc-person.json at each token.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.argv[2]);
const personFile = join(process.env.E2E_DATA_DIR, 'oidc-person.json');

const provider = new OAuth2Server();
await provider.issuer.keys.generate('RS256');
provider.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, JSON.parse(readFileSync(personFile, 'utf8')));
});
// "localhost", while the shop is 127.0.0.1: the provider is another site, as Google is.
provider.issuer.url = `http://localhost:${port}`;
await provider.start(port, '::');
