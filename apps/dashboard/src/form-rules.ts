/** Rules the editors' checks share, on text as typed. */

/** A whole number from `least` to `most`, written in digits alone. */
export const isWholeNumber = (text: string, least: number, most: number): boolean =>
  /^\d{1,9}$/.test(text.trim()) && Number(text) >= least && Number(text) <= most;

/** An email address as a person writes one (the platform checks it again). */
export const isEmail = (text: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());

/** A price left blank or written as zero: free. */
export const isFreePrice = (price: string): boolean => !price.trim() || /^0+(\.0+)?$/.test(price.trim());
