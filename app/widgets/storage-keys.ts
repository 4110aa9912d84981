/** localStorage key that carries a product category from the home page to /productos. */
export const CATEGORY_STORAGE_KEY = "selectedProductCategory";
