import { useEffect, useRef, useState } from 'react';

/** The browser's own QR reader, where it has one (Chromium on Android and ChromeOS, Safari 17+). */
interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;
const detectorClass = (): DetectorClass | undefined =>
  (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

export const canScan = () => detectorClass() !== undefined && navigator.mediaDevices !== undefined;

/**
 * The camera, reading QR codes until one names a ticket: its number goes to `onTicket`. The
 * ticket's QR code holds its number (or a link ending in it). Stops the camera when closed.
 */
export function TicketScanner({ onTicket, onClose }: { onTicket(number: string): void; onClose(): void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    const look = async () => {
      if (stopped || !video.current) return;
      const [code] = await detector.detect(video.current).catch(() => []);
      const number = code?.rawValue.trim().split(/[/=]/).at(-1);
      if (number) onTicket(number);
      else window.setTimeout(() => void look(), 300);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (camera) => {
        stream = camera;
        if (!video.current || stopped) return;
        video.current.srcObject = camera;
        await video.current.play();
        void look();
      })
      .catch(() => setProblem('The camera could not be opened. Type the ticket number instead.'));
    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [onTicket]);
  return (
    <div className="scanner">
      {problem ? (
        <p role="alert" className="error">
          {problem}
        </p>
      ) : (
        <video ref={video} muted playsInline aria-label="The camera, looking for a ticket's QR code" />
      )}
      <button type="button" className="button quiet" onClick={onClose}>
        Stop scanning
      </button>
    </div>
  );
}
