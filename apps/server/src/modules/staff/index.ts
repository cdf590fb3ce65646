// The staff module's public file: other modules, the app and the tools import it only from here
// (eslint.config.js, server zones); its other files are its own to rearrange.
export * from "./staff-accounts";
export * from "./staff-accounts.repository";
export * from "./staff-actions";
export * from "./staff-admin";
export * from "./staff-admin.routes";
export * from "./staff-auth";
export * from "./staff-authenticator";
export * from "./staff-session.routes";
export * from "./staff-sessions";
export * from "./staff.routes";
export * from "./staff.service";
