/** The two widths every page is looked at: a desktop (1280×800) and a phone (390×844). */
export const BOTH_WIDTHS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;
