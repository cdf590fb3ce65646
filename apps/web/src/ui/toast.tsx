import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import "./toast.css";

type ShowToast = (message: string) => void;
const ToastContext = createContext<ShowToast>(() => {});

export const toastDurationMs = 2500;

// One short message at a time under the page header (toast.css); the live region exists before any message so
// screen readers announce it.
export function ToastProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<{ text: string; id: number } | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const show = useCallback<ShowToast>((text) => {
    window.clearTimeout(timer.current);
    setMessage({ text, id: Date.now() });
    timer.current = window.setTimeout(() => setMessage(null), toastDurationMs);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toast-region" role="status" aria-live="polite">
        {message && (
          <div key={message.id} className="toast" data-testid="toast">
            {message.text}
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
