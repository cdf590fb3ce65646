import type { PaymentGateway } from "./payment-gateway";

// Threat model, "Payments: whose notification": one webhook URL per provider serves every venue, and a
// venue's owner can sign anything with their own credentials. So a verified notification is only about
// payments, deposits and refund attempts opened with the credentials that verified it: the account the
// row recorded when its checkout opened (payments.gateway_account). A row that recorded none (the
// sandbox, or a checkout not opened) is nobody's to settle by notification.
export const isAccountOf = (gateway: Pick<PaymentGateway, "account">, recorded: string | null | undefined) =>
  gateway.account !== undefined && recorded === gateway.account;
