import { lazy, Suspense } from "react";
import type { SendReceiptMail } from "./receipt-mail-form";

// The form loads with the receipt, in its own chunk: nobody's menu or home page downloads it.
const ReceiptMailForm = lazy(() => import("./receipt-mail-form"));

export function ReceiptMail({ send }: { send: SendReceiptMail }) {
  return (
    <Suspense fallback={null}>
      <ReceiptMailForm send={send} />
    </Suspense>
  );
}
