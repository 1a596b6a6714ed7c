/**
 * Product pictures for the demo catalogue, drawn as SVG so the platform serves real images with
 * no outside URL: a soft backdrop, a shadow and a flat illustration of the product's kind.
 */
export type ArtKind =
  | 'shirt'
  | 'tee'
  | 'tote'
  | 'beanie'
  | 'cap'
  | 'scarf'
  | 'backpack'
  | 'mug'
  | 'bottle'
  | 'candle'
  | 'planter'
  | 'notebook';

const SHAPES: Record<ArtKind, (color: string, accent: string) => string> = {
  shirt: (c, a) =>
    `<path d="M300 230 L360 200 Q400 240 440 200 L500 230 L580 300 L540 360 L500 330 L500 600 L300 600 L300 330 L260 360 L220 300 Z" fill="${c}"/><path d="M360 200 Q400 240 440 200" stroke="${a}" stroke-width="10" fill="none"/><line x1="400" y1="240" x2="400" y2="600" stroke="${a}" stroke-width="4" stroke-dasharray="2 26"/>`,
  tee: (c, a) =>
    `<path d="M290 230 L355 205 Q400 250 445 205 L510 230 L590 310 L545 360 L505 330 L505 600 L295 600 L295 330 L255 360 L210 310 Z" fill="${c}"/><path d="M355 205 Q400 250 445 205" stroke="${a}" stroke-width="12" fill="none"/>`,
  tote: (c, a) =>
    `<path d="M330 330 Q330 220 400 220 Q470 220 470 330" stroke="${a}" stroke-width="18" fill="none"/><rect x="260" y="320" width="280" height="300" rx="18" fill="${c}"/><rect x="300" y="420" width="200" height="90" rx="10" fill="${a}" opacity="0.35"/>`,
  beanie: (c, a) =>
    `<circle cx="400" cy="250" r="40" fill="${a}"/><path d="M270 470 Q270 280 400 280 Q530 280 530 470 Z" fill="${c}"/><rect x="255" y="460" width="290" height="90" rx="20" fill="${a}"/>`,
  cap: (c, a) =>
    `<path d="M260 480 Q260 300 410 300 Q540 300 545 480 Z" fill="${c}"/><path d="M520 470 Q640 470 650 510 L530 510 Z" fill="${a}"/><circle cx="410" cy="300" r="14" fill="${a}"/>`,
  scarf: (c, a) =>
    `<path d="M300 220 Q400 300 500 220 L520 300 Q400 380 280 300 Z" fill="${c}"/><rect x="430" y="300" width="80" height="300" rx="14" fill="${c}"/><path d="M440 560 L500 560" stroke="${a}" stroke-width="10"/><path d="M440 530 L500 530" stroke="${a}" stroke-width="10"/>`,
  backpack: (c, a) =>
    `<path d="M350 230 Q350 180 400 180 Q450 180 450 230" stroke="${a}" stroke-width="16" fill="none"/><rect x="270" y="220" width="260" height="380" rx="60" fill="${c}"/><rect x="310" y="420" width="180" height="130" rx="22" fill="${a}" opacity="0.5"/><line x1="330" y1="300" x2="470" y2="300" stroke="${a}" stroke-width="8"/>`,
  mug: (c, a) =>
    `<rect x="270" y="280" width="220" height="280" rx="26" fill="${c}"/><path d="M490 340 Q580 340 580 420 Q580 500 490 500" stroke="${c}" stroke-width="34" fill="none"/><rect x="270" y="280" width="220" height="40" rx="20" fill="${a}" opacity="0.45"/>`,
  bottle: (c, a) =>
    `<rect x="365" y="170" width="70" height="60" rx="14" fill="${a}"/><rect x="320" y="220" width="160" height="390" rx="60" fill="${c}"/><rect x="320" y="360" width="160" height="70" fill="${a}" opacity="0.4"/>`,
  candle: (c, a) =>
    `<path d="M400 200 Q430 250 400 290 Q370 250 400 200 Z" fill="#f59e0b"/><line x1="400" y1="290" x2="400" y2="320" stroke="#334155" stroke-width="6"/><rect x="290" y="320" width="220" height="260" rx="24" fill="${c}"/><rect x="330" y="400" width="140" height="90" rx="10" fill="${a}"/>`,
  planter: (c, a) =>
    `<path d="M400 330 Q330 230 360 170 Q400 250 400 330 Z" fill="#16a34a"/><path d="M400 330 Q470 220 450 160 Q400 250 400 330 Z" fill="#22c55e"/><path d="M280 330 L520 330 L490 600 L310 600 Z" fill="${c}"/><rect x="270" y="320" width="260" height="50" rx="12" fill="${a}"/>`,
  notebook: (c, a) =>
    `<rect x="280" y="200" width="250" height="400" rx="16" fill="${c}"/><rect x="280" y="200" width="40" height="400" fill="${a}"/><rect x="360" y="280" width="130" height="50" rx="8" fill="#ffffff" opacity="0.85"/>`,
};

export function drawProduct(kind: ArtKind, color: string, accent: string, backdrop: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${backdrop}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#bg)"/>
<ellipse cx="400" cy="640" rx="200" ry="26" fill="#0f172a" opacity="0.08"/>
${SHAPES[kind](color, accent)}
</svg>`;
}
