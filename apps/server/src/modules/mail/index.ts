// The mail module's public file: the app imports it only from here (server zones).
export * from "./mail-port";
export * from "./register-receipt-mail";
