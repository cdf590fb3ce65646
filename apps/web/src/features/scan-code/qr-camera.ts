import QrScanner from "qr-scanner";

// SPEC §9: the rear camera, at most 10 scans a second. This module is imported only when the scan sheet
// opens, so the decoder never weighs on the first page.
export const maxScansPerSecond = 10;

export async function startQrCamera(
  video: HTMLVideoElement,
  onText: (text: string) => void,
): Promise<() => void> {
  const scanner = new QrScanner(video, (result) => onText(result.data), {
    preferredCamera: "environment",
    maxScansPerSecond,
    returnDetailedScanResult: true,
    highlightScanRegion: false,
    highlightCodeOutline: false,
  });
  await scanner.start();
  return () => {
    scanner.stop();
    scanner.destroy();
  };
}
