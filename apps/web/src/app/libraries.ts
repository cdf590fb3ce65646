// The libraries of the start's second step (see main.tsx): importing this module evaluates their chunk in
// a task of its own, before the app's modules that use them. Exported so that the bundler keeps the
// import; names the app uses anyway, so nothing unused is kept.
export { default as i18next } from "i18next";
export { UNSAFE_createRouter } from "react-router";
export { object } from "zod";
