import QRCode from 'qrcode';

/**
 * A ticket's QR code as a PNG: what the door scans is the ticket number, nothing else (as on
 * the hosted confirmation page). Error correction M survives a creased print-out.
 */
export const ticketQrPng = (ticketNumber: string): Promise<Buffer> =>
  QRCode.toBuffer(ticketNumber, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
