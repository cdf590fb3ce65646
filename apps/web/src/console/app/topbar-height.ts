// The top bar wraps to two rows when the venue's name, the sections and the tools do not fit one (a
// 1280 laptop with every section, a 768 tablet). What sits under it (the order panel) reads its real
// height from --console-topbar-now instead of assuming one row, so its title and Close stay visible.
// A ref callback (React 19): it answers its own clean-up.
export function followTopbarHeight(bar: HTMLElement | null): (() => void) | undefined {
  if (!bar) return undefined;
  const root = document.documentElement;
  const update = () => root.style.setProperty("--console-topbar-now", `${bar.offsetHeight}px`);
  update();
  // Without ResizeObserver (an old WebView, a test DOM) the first measure stands.
  if (typeof ResizeObserver === "undefined") return () => root.style.removeProperty("--console-topbar-now");
  const observer = new ResizeObserver(update);
  observer.observe(bar);
  return () => {
    observer.disconnect();
    root.style.removeProperty("--console-topbar-now");
  };
}
