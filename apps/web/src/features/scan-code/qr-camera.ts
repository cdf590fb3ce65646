import QrScanner from "qr-scanner";

// SPEC §9: the rear camera, at most 10 scans a second. This module (and the decoder with it) is
// imported only when the scan sheet opens, so it never weighs on the first page. Without the browser's
// own BarcodeDetector, qr-scanner decodes in a web worker built from a blob: URL (CSP worker-src blob:).
export const maxScansPerSecond = 10;

export type QrCamera = { start: () => Promise<void>; stop: () => void };

export function createQrCamera(video: HTMLVideoElement, onText: (text: string) => void): QrCamera {
  const scanner = new QrScanner(video, (result) => onText(result.data), {
    preferredCamera: "environment",
    maxScansPerSecond,
    returnDetailedScanResult: true,
    // Frames without a code are the normal case; the default handler would log every one.
    onDecodeError: () => {},
    // The sheet draws its own frame over the video.
    highlightScanRegion: false,
    highlightCodeOutline: false,
  });
  return {
    start: () => scanner.start(),
    stop: () => {
      // pause(true) stops the camera tracks at once (stop() alone waits 300 ms), then the worker closes.
      // A start still waiting for permission sees the scanner stopped and ends its stream itself.
      void scanner.pause(true);
      scanner.destroy();
    },
  };
}
