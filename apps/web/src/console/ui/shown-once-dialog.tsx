import { useId, useState, type ReactNode } from "react";
import { ModalDialog } from "./modal-dialog";

type Texts = { title: string; once: string; copy: string; copied: string; done: string };

// A secret the server shows once (a new person's password, a webhook's signing secret): it keeps only a
// hash or never lists it again, so closing this dialog is the last sight of it. The details (`children`)
// say what it is for; Copy puts the secret on the clipboard and says so. Nothing is drawn without one.
export function ShownOnceDialog({
  secret,
  texts,
  onClose,
  children,
}: {
  secret: string | null;
  texts: Texts;
  onClose: () => void;
  children: ReactNode;
}) {
  if (secret === null) return null;
  // Keyed by the secret: a new one starts without the previous one's "Copied".
  return (
    <ShownOnce key={secret} secret={secret} texts={texts} onClose={onClose}>
      {children}
    </ShownOnce>
  );
}

function ShownOnce({
  secret,
  texts,
  onClose,
  children,
}: {
  secret: string;
  texts: Texts;
  onClose: () => void;
  children: ReactNode;
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard.writeText(secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <ModalDialog labelledBy={`${id}-title`} onClose={onClose}>
      <div className="dialog__body">
        <h2 id={`${id}-title`} className="dialog__title">
          {texts.title}
        </h2>
        <p>{texts.once}</p>
        {children}
        <p role="status" className="sv-hint">
          {copied ? texts.copied : ""}
        </p>
        <div className="dialog__actions">
          <button type="button" className="btn" onClick={copy}>
            {texts.copy}
          </button>
          <button type="button" className="btn btn--primary" onClick={onClose}>
            {texts.done}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
