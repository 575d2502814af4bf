import type { AppDeps } from '../../../lib/deps';
import type { PageAnswer } from '../../../lib/spa';
import { categoryListAnswer } from '../category/list-answer';
import { categoryService } from '../category/service';
import { subcategoryListAnswer } from '../subcategory/list-answer';
import { subcategoryService } from '../subcategory/service';

/** The category and subcategory lists the home page and listings read first (their API's). */
export function catalogueLists(deps: AppDeps) {
  const categories = categoryService(deps);
  const subcategories = subcategoryService(deps);
  return async (): Promise<PageAnswer[]> => {
    const [categoryList, subcategoryList] = await Promise.all([
      categoryListAnswer(deps, categories),
      subcategoryListAnswer(deps, subcategories),
    ]);
    return [
      { method: 'GET', path: '/api/category/get', json: categoryList.body },
      // The storefront sends no body (get-subcategories.ts).
      { method: 'POST', path: '/api/subcategory/get', json: subcategoryList.body },
    ];
  };
}
