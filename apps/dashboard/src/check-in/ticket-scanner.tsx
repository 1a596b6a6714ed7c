import { useEffect, useRef, useState } from 'react';
import { qrDetector, ticketNumberIn } from './qr-detector';

/**
 * The camera, reading QR codes until one names a ticket: its number goes to `onTicket`. The
 * ticket's QR code holds its number (or a link ending in it). Stops the camera when closed.
 */
export function TicketScanner({ onTicket, onClose }: { onTicket(number: string): void; onClose(): void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    let stream: MediaStream | undefined;
    let stopped = false;
    const look = async (detector: Awaited<ReturnType<typeof qrDetector>>) => {
      if (stopped || !video.current) return;
      const [code] = await detector.detect(video.current).catch(() => []);
      const number = code ? ticketNumberIn(code.rawValue) : '';
      if (number) onTicket(number);
      else window.setTimeout(() => void look(detector), 300);
    };
    Promise.all([qrDetector(), navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } })])
      .then(async ([detector, camera]) => {
        stream = camera;
        // Closed while the camera opened: let it go at once.
        if (stopped) for (const track of camera.getTracks()) track.stop();
        if (!video.current || stopped) return;
        video.current.srcObject = camera;
        await video.current.play();
        void look(detector);
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
