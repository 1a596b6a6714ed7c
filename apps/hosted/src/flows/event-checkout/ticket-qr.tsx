import QRCode from 'qrcode';

/**
 * A ticket's QR code, drawn as SVG from the code's modules: what the door scans is the ticket
 * number, nothing else. A path of 1×1 squares keeps it crisp at any print size.
 */
export function TicketQr({ value, label }: { value: string; label: string }) {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  let path = '';
  for (let row = 0; row < size; row++)
    for (let column = 0; column < size; column++)
      if (modules.get(row, column)) path += `M${column + 4} ${row + 4}h1v1h-1z`;
  const box = size + 8;
  return (
    <svg
      className="qr"
      viewBox={`0 0 ${box} ${box}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={box} height={box} fill="#fff" />
      <path d={path} fill="#111" />
    </svg>
  );
}
