import { z } from 'zod';

/** Zod's generic messages in French, for both the server and the forms. */
z.config(z.locales.fr());
