import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { mediaVariant } from "@tablewise/domain/contract/setup";
import { ConsoleApiError } from "../../lib/console-api";
import { uploadImage } from "./setup-calls";
// Its own look wherever it is used (the product form, a waiter in the venue settings).
import "./setup-menu.css";

// A photo from a phone's camera or a laptop's file. The size is checked here first
// (the document's image_max_bytes) so nobody waits for a refusal; the server checks the real type and the
// size again (413/415/400), and its refusal reads as plain words here.
export function ImageField({
  venueId,
  value,
  maxBytes,
  onChange,
  legend,
}: {
  venueId: string;
  value: string;
  maxBytes: number;
  onChange: (url: string) => void;
  // The fieldset's name where it is not a product's photo (a waiter's, in the venue settings).
  legend?: string;
}) {
  const { t } = useTranslation("setup-menu");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [localError, setLocalError] = useState("");
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(venueId, file),
    onSuccess: (image) => onChange(image.url),
  });
  const megabytes = (maxBytes / 1_048_576).toFixed(1);
  const serverError = upload.error ? uploadMessage(upload.error, t, megabytes) : "";
  const error = localError || serverError;
  return (
    <fieldset className="sm-fieldset sm-image" aria-busy={upload.isPending}>
      <legend>{legend ?? t("product.photo")}</legend>
      {value ? (
        <img className="sm-preview" src={mediaVariant(value, 320)} alt={t("product.photoPreview")} />
      ) : (
        <p className="muted">{t("product.noPhoto")}</p>
      )}
      <label className="btn" htmlFor={id}>
        {value ? t("product.replacePhoto") : t("product.choosePhoto")}
      </label>
      <input
        ref={input}
        id={id}
        className="sm-file"
        type="file"
        accept="image/*"
        capture="environment"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-err` : ""}`}
        disabled={upload.isPending}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (!file) return;
          upload.reset();
          if (file.size > maxBytes) return setLocalError(t("product.photoTooBig", { size: megabytes }));
          setLocalError("");
          upload.mutate(file);
        }}
      />
      <span id={`${id}-hint`} className="muted">
        {t("product.photoHint", { size: megabytes })}
      </span>
      {upload.isPending && (
        <span role="status" className="sm-busy">
          {t("product.uploading")}
        </span>
      )}
      {error && (
        <span id={`${id}-err`} className="sm-field-error" role="alert">
          {error}
        </span>
      )}
      {value && (
        <button type="button" className="btn btn--ghost" onClick={() => onChange("")}>
          {t("product.removePhoto")}
        </button>
      )}
    </fieldset>
  );
}

function uploadMessage(error: unknown, t: TFunction<"setup-menu">, size: string): string {
  if (!(error instanceof ConsoleApiError)) return t("errors.network");
  if (error.status === 413) return t("product.photoTooBig", { size });
  if (error.status === 415) return t("product.photoType");
  if (error.status === 400) return t("product.photoBroken");
  return t("errors.network");
}
