import QRCode from 'qrcode';

/** A QR code drawn as SVG from its modules: crisp at any size, with a quiet zone of four. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  let path = '';
  for (let row = 0; row < size; row++)
    for (let column = 0; column < size; column++)
      if (modules.get(row, column)) path += `M${column + 4} ${row + 4}h1v1h-1z`;
  const box = size + 8;
  return (
    <svg viewBox={`0 0 ${box} ${box}`} role="img" aria-label={label} width={184} height={184}>
      <rect width={box} height={box} fill="#fff" />
      <path d={path} fill="#111" shapeRendering="crispEdges" />
    </svg>
  );
}
