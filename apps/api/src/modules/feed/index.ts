/** Product feeds for shopping and ad platforms. Other modules import from here only. */
export { feedRoutes } from './routes';
