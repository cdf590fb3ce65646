import { useEffect, useRef, useState, type RefObject } from "react";
import { loadChunk } from "../../lib/load-chunk";
import { isCameraBlocked } from "./camera-blocked";

export type CameraStatus = "starting" | "on" | "blocked" | "unavailable";

// Runs the QR camera on the video while the component is mounted: the decoder chunk loads on the first
// use (dynamic import), and the camera tracks stop on unmount, whatever state the start is in.
export function useQrCamera(
  video: RefObject<HTMLVideoElement | null>,
  onText: (text: string) => void,
): CameraStatus {
  const [status, setStatus] = useState<CameraStatus>("starting");
  // Held in a ref so a new handler on each render does not restart the camera.
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  });

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let isCancelled = false;
    let stop: (() => void) | undefined;
    const fail = async (error: unknown) => {
      const isBlocked = await isCameraBlocked(error);
      if (!isCancelled) setStatus(isBlocked ? "blocked" : "unavailable");
    };
    loadChunk(() => import("./qr-camera"))
      .then(({ createQrCamera }) => {
        if (isCancelled) return;
        const camera = createQrCamera(element, (text) => onTextRef.current(text));
        stop = camera.stop;
        return camera.start().then(() => {
          if (!isCancelled) setStatus("on");
        });
      })
      .catch((error: unknown) => fail(error));
    return () => {
      isCancelled = true;
      stop?.();
    };
  }, [video]);

  return status;
}
