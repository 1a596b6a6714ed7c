/** The entity name of product events, as Wix names it (`entityFqdn`). */
export const PRODUCT_FQDN = 'wix.stores.catalog.v1.product';
