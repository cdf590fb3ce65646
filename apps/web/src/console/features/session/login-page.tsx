import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ConsoleApiError } from "../../lib/console-api";
import { login } from "../../lib/staff-calls";
import { LanguagePicker } from "../../app/language-picker";
import type { StaffMe } from "@tablewise/domain/contract/staff";
import { sessionQuery } from "./use-me";

// Only same-origin console paths are followed after a login (no open redirect through ?next=).
export const safeNext = (next: string | null) =>
  next && /^\/console(\/[\w\-/]*)?$/.test(next) ? next : "/console";

// A narrow screen is a phone in a waiter's hand (DESIGN.md: the phone view at 390x844).
export const phoneQuery = "(max-width: 600px)";
export function landingFor(role: StaffMe["role"], phone: boolean): string {
  if (role === "kitchen") return "/console/kitchen";
  if (role === "waiter" && phone) return "/console/floor";
  return "/console";
}

export function LoginPage() {
  const { t } = useTranslation("console");
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const client = useQueryClient();
  const [loginName, setLoginName] = useState("");
  const [password, setPassword] = useState("");
  const errorRef = useRef<HTMLParagraphElement>(null);
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (me) => {
      client.setQueryData(sessionQuery.queryKey, me);
      // The kitchen's people land on their station's screen, a waiter on a phone on "My tables",
      // everyone else on the board.
      const landing = landingFor(me.role, window.matchMedia?.(phoneQuery).matches ?? false);
      void navigate(params.has("next") ? safeNext(params.get("next")) : landing, { replace: true });
    },
  });
  useEffect(() => {
    document.title = `${t("login.title")} · ${t("app.name")}`;
  }, [t]);
  useEffect(() => {
    if (mutation.isError) errorRef.current?.focus();
  }, [mutation.isError]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate({ login: loginName.trim(), password });
  };
  const error = mutation.error;
  const message =
    error instanceof ConsoleApiError && error.status === 429
      ? t("login.tooMany")
      : error instanceof ConsoleApiError && (error.status === 401 || error.status === 400)
        ? t("login.wrong")
        : t("errors.network");

  return (
    <main className="login">
      <div className="login__lang">
        <LanguagePicker />
      </div>
      <form className="login__card" onSubmit={onSubmit} noValidate>
        <h1 className="login__title">{t("login.title")}</h1>
        <p className="login__hint">{t("login.hint")}</p>
        <label className="field">
          <span className="field__label">{t("login.login")}</span>
          <input
            className="field__input"
            name="login"
            autoComplete="username"
            required
            value={loginName}
            onChange={(e) => setLoginName(e.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">{t("login.password")}</span>
          <input
            className="field__input"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {mutation.isError && (
          <p className="form-error" role="alert" tabIndex={-1} ref={errorRef}>
            {message}
          </p>
        )}
        <button
          className="btn btn--primary btn--block"
          type="submit"
          disabled={mutation.isPending || !loginName.trim() || !password}
        >
          {mutation.isPending ? t("login.signingIn") : t("login.submit")}
        </button>
      </form>
    </main>
  );
}
