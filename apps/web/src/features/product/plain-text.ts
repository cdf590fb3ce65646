// SPEC §2: descriptions are "HTML sanitised, tags escaped". We never render venue HTML: the text of any
// markup is kept and the tags dropped (a <script> or <img onerror> becomes inert text or nothing), and
// React escapes what is left. DOMParser builds an inert document: nothing in it loads or runs.
export function toPlainText(description: string): string {
  if (!/[<&]/.test(description)) return description;
  const doc = new DOMParser().parseFromString(description, "text/html");
  doc.querySelectorAll("script, style, template, noscript").forEach((el) => el.remove());
  doc.querySelectorAll("br").forEach((el) => el.replaceWith("\n"));
  doc.querySelectorAll("p, li, div").forEach((el) => el.append("\n"));
  return (doc.body.textContent ?? "").replace(/\n{3,}/g, "\n\n").trim();
}
