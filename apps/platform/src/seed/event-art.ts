/**
 * Pictures for the demo events, drawn as SVG so the platform serves real images with no outside
 * URL: a wide scene (16:9, an event page's banner) in flat shapes, one per kind of event.
 */
export type EventArtKind = 'fado' | 'garden' | 'ramen' | 'prints';

export const EVENT_ART_WIDTH = 1200;
export const EVENT_ART_HEIGHT = 675;

interface Scene {
  /** The backdrop's gradient, top to bottom. */
  sky: [string, string];
  shapes: string;
}

/** Evening by the river: a moon, the old town's roofs, and a Portuguese guitar. */
const fado: Scene = {
  sky: ['#1e1b4b', '#4c1d95'],
  shapes: `<circle cx="930" cy="150" r="104" fill="#fde68a" opacity="0.12"/><circle cx="930" cy="150" r="70" fill="#fef3c7"/><circle cx="905" cy="135" r="12" fill="#fde68a"/><circle cx="950" cy="175" r="8" fill="#fde68a"/>
<path d="M0 430 L90 430 L90 380 L150 350 L210 380 L210 430 L260 430 L260 330 L300 300 L340 330 L340 430 L420 430 L420 370 L500 370 L500 430 L560 430 L560 320 L600 270 L640 320 L640 430 L720 430 L720 390 L820 390 L820 430 L1200 430 L1200 675 L0 675 Z" fill="#1e1b4b"/>
<rect x="120" y="395" width="16" height="20" fill="#fbbf24" opacity="0.8"/><rect x="285" y="350" width="14" height="18" fill="#fbbf24" opacity="0.8"/><rect x="590" y="330" width="16" height="22" fill="#fbbf24" opacity="0.8"/><rect x="760" y="405" width="14" height="16" fill="#fbbf24" opacity="0.7"/>
<rect x="0" y="470" width="1200" height="205" fill="#0f172a"/>
<path d="M60 520 Q120 505 180 520 T300 520 M420 560 Q480 545 540 560 T660 560 M780 520 Q840 505 900 520 T1020 520 M160 610 Q220 595 280 610 T400 610 M700 630 Q760 615 820 630 T940 630" stroke="#a5b4fc" stroke-width="4" fill="none" opacity="0.5"/>
<g transform="rotate(-28 880 430)"><rect x="864" y="170" width="32" height="210" rx="6" fill="#92400e"/><rect x="850" y="140" width="60" height="44" rx="10" fill="#78350f"/>
<ellipse cx="880" cy="470" rx="120" ry="130" fill="#d97706"/><ellipse cx="880" cy="470" rx="120" ry="130" fill="none" stroke="#78350f" stroke-width="8"/>
<circle cx="880" cy="440" r="34" fill="#451a03"/><rect x="840" y="530" width="80" height="14" rx="4" fill="#451a03"/>
<path d="M872 184 L872 530 M880 184 L880 530 M888 184 L888 530" stroke="#fef3c7" stroke-width="2"/></g>`,
};

/** A sunny morning in a community garden: raised beds, seedlings and a watering can. */
const garden: Scene = {
  sky: ['#bae6fd', '#f0f9ff'],
  shapes: `<circle cx="1010" cy="130" r="72" fill="#facc15"/><circle cx="1010" cy="130" r="100" fill="#facc15" opacity="0.25"/>
<path d="M0 380 Q300 320 600 370 T1200 350 L1200 675 L0 675 Z" fill="#86efac"/>
<path d="M0 450 Q400 410 800 450 T1200 440 L1200 675 L0 675 Z" fill="#4ade80"/>
<rect x="110" y="470" width="420" height="90" rx="12" fill="#92400e"/><rect x="110" y="470" width="420" height="24" rx="8" fill="#b45309"/>
<rect x="640" y="500" width="460" height="90" rx="12" fill="#92400e"/><rect x="640" y="500" width="460" height="24" rx="8" fill="#b45309"/>
<g fill="#15803d"><path d="M170 470 Q150 410 180 380 Q190 430 170 470 Z"/><path d="M175 470 Q210 420 240 420 Q215 455 175 470 Z"/>
<path d="M290 470 Q270 400 300 360 Q312 420 290 470 Z"/><path d="M295 470 Q335 410 365 415 Q335 450 295 470 Z"/>
<path d="M420 470 Q400 410 430 380 Q440 430 420 470 Z"/><path d="M425 470 Q460 420 490 420 Q465 455 425 470 Z"/>
<path d="M720 500 Q700 440 730 410 Q740 460 720 500 Z"/><path d="M725 500 Q760 450 790 450 Q765 485 725 500 Z"/>
<path d="M860 500 Q840 430 870 390 Q882 450 860 500 Z"/><path d="M865 500 Q905 440 935 445 Q905 480 865 500 Z"/>
<path d="M1000 500 Q980 440 1010 410 Q1020 460 1000 500 Z"/><path d="M1005 500 Q1040 450 1070 450 Q1045 485 1005 500 Z"/></g>
<circle cx="300" cy="372" r="12" fill="#f43f5e"/><circle cx="870" cy="402" r="12" fill="#fb923c"/>
<rect x="540" y="560" width="90" height="70" rx="12" fill="#0ea5e9"/><path d="M630 575 L690 540" stroke="#0ea5e9" stroke-width="14" stroke-linecap="round"/><path d="M555 560 Q585 520 615 560" stroke="#0369a1" stroke-width="8" fill="none"/>`,
};

/** A live cooking class on a screen: a steaming bowl of ramen, and the red dot of a broadcast. */
const ramen: Scene = {
  sky: ['#fee2e2', '#fff7ed'],
  shapes: `<rect x="230" y="90" width="740" height="440" rx="28" fill="#1f2937"/><rect x="256" y="116" width="688" height="388" rx="12" fill="#fef3c7"/>
<rect x="520" y="530" width="160" height="60" fill="#374151"/><rect x="430" y="586" width="340" height="22" rx="11" fill="#1f2937"/>
<circle cx="306" cy="160" r="14" fill="#ef4444"/><rect x="330" y="150" width="70" height="20" rx="10" fill="#ef4444" opacity="0.3"/>
<path d="M520 210 Q500 180 520 150 M600 200 Q580 165 600 130 M680 210 Q660 180 680 150" stroke="#94a3b8" stroke-width="8" fill="none" stroke-linecap="round"/>
<path d="M420 300 L780 300 Q770 460 600 470 Q430 460 420 300 Z" fill="#dc2626"/>
<ellipse cx="600" cy="300" rx="180" ry="36" fill="#fbbf24"/>
<path d="M470 300 Q520 280 560 305 Q600 280 640 305 Q680 280 730 300" stroke="#fef3c7" stroke-width="8" fill="none"/>
<ellipse cx="540" cy="296" rx="34" ry="20" fill="#fff7ed"/><ellipse cx="540" cy="296" rx="14" ry="9" fill="#f59e0b"/>
<circle cx="660" cy="294" r="26" fill="#fda4af"/><circle cx="660" cy="294" r="10" fill="#fff1f2"/>
<rect x="590" y="270" width="40" height="14" rx="4" fill="#16a34a" transform="rotate(-10 610 277)"/>
<path d="M700 230 L860 150 M715 245 L875 170" stroke="#78350f" stroke-width="10" stroke-linecap="round"/>`,
};

/** A print fair: posters pegged on a line over a trestle table of prints and a stack of paper. */
const prints: Scene = {
  sky: ['#ecfccb', '#f7fee7'],
  shapes: `<path d="M60 120 Q600 200 1140 120" stroke="#334155" stroke-width="5" fill="none"/>
<g><rect x="130" y="150" width="170" height="220" rx="4" fill="#f97316" transform="rotate(-3 215 150)"/><circle cx="210" cy="250" r="50" fill="#fde047" transform="rotate(-3 215 150)"/><rect x="205" y="138" width="16" height="30" rx="4" fill="#a16207"/></g>
<g><rect x="380" y="172" width="170" height="220" rx="4" fill="#0ea5e9" transform="rotate(2 465 172)"/><path d="M400 340 L450 260 L490 320 L520 280 L540 340 Z" fill="#f0f9ff" transform="rotate(2 465 172)"/><rect x="456" y="160" width="16" height="30" rx="4" fill="#a16207"/></g>
<g><rect x="640" y="172" width="170" height="220" rx="4" fill="#be185d" transform="rotate(-2 725 172)"/><rect x="675" y="215" width="100" height="100" fill="#fbcfe8" transform="rotate(45 725 265)"/><rect x="716" y="160" width="16" height="30" rx="4" fill="#a16207"/></g>
<g><rect x="890" y="150" width="170" height="220" rx="4" fill="#15803d" transform="rotate(3 975 150)"/><path d="M915 330 Q975 200 1035 330" stroke="#dcfce7" stroke-width="14" fill="none" transform="rotate(3 975 150)"/><rect x="966" y="138" width="16" height="30" rx="4" fill="#a16207"/></g>
<rect x="120" y="470" width="960" height="36" rx="6" fill="#78350f"/><rect x="170" y="506" width="22" height="150" fill="#78350f"/><rect x="1008" y="506" width="22" height="150" fill="#78350f"/>
<rect x="220" y="440" width="200" height="30" fill="#f8fafc"/><rect x="230" y="430" width="190" height="12" fill="#e2e8f0"/>
<rect x="520" y="446" width="150" height="24" fill="#1e293b"/><rect x="770" y="436" width="220" height="34" rx="4" fill="#fde68a"/>`,
};

const SCENES: Record<EventArtKind, Scene> = { fado, garden, ramen, prints };

export function drawEvent(kind: EventArtKind): string {
  const { sky, shapes } = SCENES[kind];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${EVENT_ART_WIDTH}" height="${EVENT_ART_HEIGHT}" viewBox="0 0 ${EVENT_ART_WIDTH} ${EVENT_ART_HEIGHT}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
<rect width="${EVENT_ART_WIDTH}" height="${EVENT_ART_HEIGHT}" fill="url(#sky)"/>
${shapes}
</svg>`;
}
