import { randomInt } from 'node:crypto';

/** No 0/O, 1/I: a number read aloud at the door is not misheard. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const randomChars = (n: number) =>
  Array.from({ length: n }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * A new order number like `K7QX-M2RT-9WD`: 11 random characters (55 bits), so two orders of a
 * site meet only by a chance the primary key still refuses.
 */
export const newOrderNumber = (): string => `${randomChars(4)}-${randomChars(4)}-${randomChars(3)}`;

/** A ticket's number: its order's, then its place in the order, so it is unique with it. */
export const ticketNumberOf = (orderNumber: string, position: number): string =>
  `${orderNumber.replaceAll('-', '')}${String(position + 1).padStart(2, '0')}`;
