// An in-process signal that a print job was just committed: the print worker of this process wakes at
// once instead of at its next safety poll (docs/decisions, the ESC/POS record). Jobs committed by another
// process are found by that process's own wake or by the poll, which also picks up retries as they fall due.
export type PrintWake = { notify(): void; onWake(listener: () => void): void };

export function createPrintWake(): PrintWake {
  const listeners: (() => void)[] = [];
  return {
    notify() {
      for (const listener of listeners) listener();
    },
    onWake(listener) {
      listeners.push(listener);
    },
  };
}
