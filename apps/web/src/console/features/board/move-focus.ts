// After a board action the pressed button is often gone (the ticket changes lane, the card leaves the
// board) and focus would fall to the page, losing a screen-reader or keyboard user's place (WCAG 2.4.3).
// Once the board shows the result, focus goes to the first of `ids` on the page (a button that is still
// disabled by the action is waited for), unless the user has already moved it somewhere else.
export function moveFocus(ids: readonly string[], from: Element | null, tries = 40, every = 50) {
  let left = tries;
  const attempt = () => {
    const focus = document.activeElement;
    const isLost = !focus || focus === document.body || focus === from || !from?.isConnected;
    if (!isLost) return;
    const target = ids.map((id) => document.getElementById(id)).find((el) => el !== null);
    if (target && !(target instanceof HTMLButtonElement && target.disabled)) {
      target.focus();
      return;
    }
    left -= 1;
    if (left > 0) setTimeout(attempt, every);
  };
  setTimeout(attempt, 0);
}
