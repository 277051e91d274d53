/** Where a product links: the product detail route, which needs no URL resolving. */
export const productPath = (product: { id: number }): string => `/product/${product.id}`;
