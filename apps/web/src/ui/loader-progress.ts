import { useEffect, useState } from "react";

// SPEC §2/§9: the page loader's bar grows 3 % every 100 ms and stops at 95 %; it stays at least 1300 ms.
export const loaderStepMs = 100;
export const loaderStep = 3;
export const loaderCap = 95;
export const loaderMinimumMs = 1300;

export function useLoaderProgress(): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => {
      setProgress((value) => {
        const next = Math.min(loaderCap, value + loaderStep);
        if (next === loaderCap) window.clearInterval(timer);
        return next;
      });
    }, loaderStepMs);
    return () => window.clearInterval(timer);
  }, []);
  return progress;
}
