import type { Category, Ref } from '@zina/shared/schemas/catalogue';
import type { SubcategoryRow } from '../api/get-subcategories';

/**
 * SPEC.md §3: a subcategory's `category` is a list of {_id, name}, or a single string (one chip:
 * the category's name when the string is its id), or missing (none).
 */
export function categoryRefs(
  category: SubcategoryRow['category'],
  known: readonly Category[] = [],
): Ref[] {
  if (typeof category === 'string') {
    if (!category) return [];
    const match = known.find((c) => c._id === category);
    return [{ _id: category, name: match?.name ?? category }];
  }
  if (!Array.isArray(category)) return [];
  return category.filter((c) => c && typeof c._id === 'string');
}
