import type { PaymentGateway } from "./payment-gateway";

// The sandbox behind the port, demo mode only. Its own page's approve/decline buttons
// settle (payments/sandbox.routes.ts); it moves no money, so a refund has nothing to call and nothing
// arrives as a notification.
export const sandboxGateway: PaymentGateway = {
  name: "sandbox",
  logoId: "sandbox",
  displayName: "Sandbox",
  async createCheckout(req) {
    return { redirectUrl: `/api/sandbox/pay/${req.paymentId}`, gatewayRef: req.paymentId };
  },
  async parseNotification() {
    return { ok: false, reason: "ignored", detail: "the sandbox sends no notifications" };
  },
  async refund() {
    return { status: "succeeded" };
  },
  async lookup() {
    return { status: "unknown" };
  },
};
