/** Image uploads for the back office. Other modules import from here only. */
export { fileRoutes } from './routes';
