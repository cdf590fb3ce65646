// SPEC §2/§9: a loader stays at least 1300 ms. Its bar (3 % every 100 ms, stopping at 95 %) is a CSS
// animation in page-loader.css: a transform the compositor runs, so the bar costs the main thread nothing
// while the shell loads its code and data (Lighthouse on a phone-class CPU).
export const loaderMinimumMs = 1300;
