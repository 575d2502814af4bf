import { z } from 'zod';

/**
 * Response schemas of the routes that answer something other than the JSON envelope, so that
 * the OpenAPI document describes them too.
 */
export const redirectResponse = {
  302: z.null().describe('Redirection vers la page indiquée par l’en-tête Location'),
};

export const textResponse = (contentType: string, description: string) => ({
  200: { description, content: { [contentType]: { schema: z.string() } } },
});

export const notModifiedResponse = {
  304: z.null().describe('Inchangé depuis la version indiquée (If-None-Match, If-Modified-Since)'),
};
