// A count on a link or button ("Board 3"): the digit is for the eye, and the words ("3 new") reach a
// screen reader as part of the link's or button's name. aria-label on a plain span is not allowed
// (a generic role takes no name) and is dropped by most screen readers, so the words are hidden text.
export function CountBadge({ count, words }: { count: number; words: string }) {
  return (
    <>
      <span className="badge" aria-hidden="true">
        {count}
      </span>{" "}
      <span className="visually-hidden">{words}</span>
    </>
  );
}
