/** Something that finds QR codes in a video frame, as the Barcode Detection API names it. */
export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => QrDetector;

const nativeDetector = (): DetectorClass | undefined =>
  (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/**
 * The browser's own QR reader where it has one (Chromium on Android and ChromeOS, Safari 17+);
 * elsewhere ZXing compiled to WebAssembly, loaded only then. Its .wasm file is served with the
 * dashboard: the library would otherwise fetch it from a CDN, and the door must work offline.
 */
export async function qrDetector(): Promise<QrDetector> {
  const Native = nativeDetector();
  if (Native) return new Native({ formats: ['qr_code'] });
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

/** Whether the device has a camera to scan with (any browser can read the codes, natively or not). */
export const canScan = () => navigator.mediaDevices?.getUserMedia !== undefined;

/** The ticket number a QR code names: its number, or a link ending in it. */
export const ticketNumberIn = (rawValue: string) => rawValue.trim().split(/[/=]/).at(-1) ?? '';
