/** A URL slug from a name: "Café Crème" → "cafe-creme"; `fallback` when nothing of it is left. */
export const slugify = (name: string, fallback = 'product'): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || fallback;
