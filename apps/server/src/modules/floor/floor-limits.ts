// Bounds on one answer: a venue with more open orders or live alerts than this has a problem no phone solves.
export const boardOrderLimit = 500;
export const alertListLimit = 300;
// Resolved alerts stay on the phone this long (contract floorSchema), then drop off the list.
export const resolvedShownMs = 10 * 60_000;
// How long after a board hint the floor is reconciled: several hints of one action make one pass.
export const reconcileDebounceMs = 60;
