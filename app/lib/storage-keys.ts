/** localStorage key that carries a product category from the home page to /productos (SPEC §9). */
export const CATEGORY_STORAGE_KEY = "selectedProductCategory";
