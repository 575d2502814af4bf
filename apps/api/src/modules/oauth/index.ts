/** Google sign-in. Other modules import from here only. */
export { oauthRoutes } from './routes';
