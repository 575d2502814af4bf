/** SPEC.md §2: spaces, commas and ampersands become hyphens; the id follows the last dash. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const withId = (name: string, id: string): string => {
  const slug = slugify(name);
  return slug ? `${slug}-${id}` : id;
};

/** The id is whatever follows the last dash, so an outdated slug still finds the thing. */
export function idFromSlug(segment: string | undefined): string | null {
  if (!segment) return null;
  const id = segment.slice(segment.lastIndexOf('-') + 1);
  return /^[0-9a-f]{24}$/.test(id) ? id : null;
}

export const productPath = (p: { _id: string; name: string }): string =>
  `/product/${withId(p.name, p._id)}`;

export const listingPath = (
  category: { _id: string; name: string },
  sub: { _id: string; name: string },
): string => `/${withId(category.name, category._id)}/${withId(sub.name, sub._id)}`;
