/** A field mask as the official clients send it: comma-joined paths, or `{paths}`. */
export type FieldMask = string | { paths: string[] } | undefined;

/**
 * The top-level fields an update changes: the first segment of each masked path
 * (`"name,payment.fixed"` → name, payment), or every field sent when there is no mask.
 */
export function maskedTopFields(mask: FieldMask, sent: object): Set<string> {
  const paths = mask === undefined ? [] : typeof mask === 'string' ? mask.split(',') : mask.paths;
  const named = paths.map((path) => path.trim().split('.')[0] ?? '').filter(Boolean);
  return new Set(named.length > 0 ? named : Object.keys(sent));
}
