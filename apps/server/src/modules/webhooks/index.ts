export { registerWebhooks, type WebhooksModule } from "./register-webhooks";
