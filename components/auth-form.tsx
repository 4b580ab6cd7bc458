"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { type FormEvent, useEffect, useId, useState } from "react";
import { FormField } from "@/components/form-fields";
import { Spinner } from "@/components/spinner";
import { useHydrated } from "@/components/use-hydrated";
import { useNavigate } from "@/components/use-navigate";
import type { Role } from "@/lib/enums";
import { type ApiError, api } from "./api-client";
import { markSessionFresh, refreshSession } from "./auth/refresh-session";
import { buttonClass } from "./button-styles";
import { ErrorSummary } from "./error-summary";
import { landingPath } from "./nav-links";

type Mode = "sign-in" | "sign-up";
type FieldName = "firstName" | "lastName" | "email" | "password";

interface FieldSpec {
  name: FieldName;
  label: string;
  type: "text" | "email" | "password";
  autoComplete: string;
  hint?: string;
  /** Friendly messages by the API's `constraint`; `default` for anything else. */
  messages: Partial<Record<string, string>> & { default: string };
  /** Constraints whose message the API words itself (why a password is weak). */
  explainedByServer?: string[];
}

const FIRST_NAME: FieldSpec = {
  name: "firstName",
  label: "First name",
  type: "text",
  autoComplete: "given-name",
  messages: {
    max: "Use at most 100 characters.",
    default: "Enter your first name.",
  },
};

const LAST_NAME: FieldSpec = {
  name: "lastName",
  label: "Last name",
  type: "text",
  autoComplete: "family-name",
  messages: {
    max: "Use at most 100 characters.",
    default: "Enter your last name.",
  },
};

const EMAIL: FieldSpec = {
  name: "email",
  label: "E-mail address",
  type: "email",
  autoComplete: "email",
  messages: {
    required: "Enter your e-mail address.",
    max: "That e-mail address is too long.",
    default: "Enter a valid e-mail address, like name@example.com.",
  },
};

const SIGN_IN_PASSWORD: FieldSpec = {
  name: "password",
  label: "Password",
  type: "password",
  autoComplete: "current-password",
  messages: {
    max: "Passwords are at most 128 characters.",
    default: "Enter your password.",
  },
};

const NEW_PASSWORD: FieldSpec = {
  name: "password",
  label: "Password",
  type: "password",
  autoComplete: "new-password",
  hint: "At least 8 characters and hard to guess: a few unrelated words work well.",
  messages: {
    min: "Use at least 8 characters for your password.",
    max: "Use at most 128 characters for your password.",
    default: "Choose a password of at least 8 characters.",
  },
  explainedByServer: ["weak"],
};

const FORMS: Record<Mode, { endpoint: string; fields: FieldSpec[]; submit: string; busy: string }> =
  {
    "sign-in": {
      endpoint: "/api/auth/login",
      fields: [EMAIL, SIGN_IN_PASSWORD],
      submit: "Sign in",
      busy: "Signing in…",
    },
    "sign-up": {
      endpoint: "/api/auth/register",
      fields: [FIRST_NAME, LAST_NAME, EMAIL, NEW_PASSWORD],
      submit: "Create account",
      busy: "Creating account…",
    },
  };

type FieldErrors = Partial<Record<FieldName, string>>;

interface Problem {
  message: string;
  fieldErrors: FieldErrors;
}

function problemOf(error: ApiError, fields: FieldSpec[]): Problem {
  const fieldErrors: FieldErrors = {};
  if (error.code === "EMAIL_TAKEN") {
    fieldErrors.email = error.message;
  } else if (error.code === "VALIDATION_ERROR") {
    for (const issue of error.issues) {
      const spec = fields.find((field) => field.name === issue.field);
      if (spec && !fieldErrors[spec.name]) {
        fieldErrors[spec.name] = spec.explainedByServer?.includes(issue.constraint)
          ? error.message
          : (spec.messages[issue.constraint] ?? spec.messages.default);
      }
    }
  }
  const message =
    Object.keys(fieldErrors).length > 0 && error.code === "VALIDATION_ERROR"
      ? "Please check the highlighted fields."
      : error.message;
  return { message, fieldErrors };
}

interface AuthFormProps {
  mode: Mode;
  /** A same-site path to go to afterwards (already checked on the server). */
  next: string | null;
}

export function AuthForm({ mode, next }: AuthFormProps) {
  const router = useRouter();
  const navigate = useNavigate();
  const id = useId();
  const form = FORMS[mode];
  const [submitting, setSubmitting] = useState(false);
  const hydrated = useHydrated();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [showPassword, setShowPassword] = useState(false);

  // A visitor whose access cookie expired may still hold a refresh cookie the server page
  // cannot see: try one silent refresh (only when this browser holds a session), and if it
  // works, render the page again: the server now sees the account and sends it on.
  useEffect(() => {
    if (mode !== "sign-in") return;
    let cancelled = false;
    refreshSession().then((outcome) => {
      if (!cancelled && outcome === "refreshed") router.refresh();
    });
    return () => {
      cancelled = true;
    };
  }, [mode, router]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    const body = Object.fromEntries(
      form.fields.map((field) => {
        const value = String(data.get(field.name) ?? "");
        return [field.name, field.type === "password" ? value : value.trim()];
      }),
    );
    setSubmitting(true);
    setProblem(null);
    // A 401 here means wrong credentials, not an expired session.
    const result = await api.post<{ user: { role: Role } }>(form.endpoint, body, {
      refresh: false,
    });
    if (result.ok) {
      markSessionFresh();
      navigate(landingPath(result.data.user.role, next), { replace: true });
      router.refresh();
      return; // Stay disabled while the next page loads.
    }
    setProblem(problemOf(result.error, form.fields));
    setSubmitting(false);
  }

  const fieldErrors = problem?.fieldErrors ?? {};
  const erroredFields = form.fields.filter((field) => fieldErrors[field.name]);
  const inputId = (name: FieldName) => `${id}-${name}`;

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-busy={submitting}
    >
      {problem ? (
        <ErrorSummary
          focusOn={problem}
          title={problem.message}
          fields={erroredFields.map((field) => ({
            id: inputId(field.name),
            text: `${field.label}: ${fieldErrors[field.name]}`,
          }))}
        />
      ) : null}

      {mode === "sign-up" ? (
        <div className="grid gap-5 sm:grid-cols-2">
          {form.fields
            .filter((field) => field.name === "firstName" || field.name === "lastName")
            .map((field) => (
              <FormField
                key={field.name}
                id={inputId(field.name)}
                name={field.name}
                label={field.label}
                type={field.type}
                autoComplete={field.autoComplete}
                required
                error={fieldErrors[field.name]}
              />
            ))}
        </div>
      ) : null}

      {form.fields
        .filter((field) => field.name === "email" || field.name === "password")
        .map((field) => {
          const isPassword = field.type === "password";
          return (
            <FormField
              key={field.name}
              id={inputId(field.name)}
              name={field.name}
              label={field.label}
              hint={field.hint}
              type={isPassword && showPassword ? "text" : field.type}
              autoComplete={field.autoComplete}
              inputMode={field.type === "email" ? "email" : undefined}
              autoCapitalize={field.type === "email" || isPassword ? "none" : undefined}
              spellCheck={field.type === "email" || isPassword ? false : undefined}
              required
              error={fieldErrors[field.name]}
              trailing={
                isPassword ? (
                  <button
                    type="button"
                    aria-pressed={showPassword}
                    aria-controls={inputId(field.name)}
                    onClick={() => setShowPassword((shown) => !shown)}
                    className="mr-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-forest-700 hover:bg-forest-50 focus-visible:outline-3 focus-visible:outline-gold-600"
                  >
                    {showPassword ? "Hide" : "Show"}
                    <span className="sr-only"> password</span>
                  </button>
                ) : null
              }
            />
          );
        })}

      <button
        type="submit"
        disabled={submitting || !hydrated}
        className={`mt-1 ${buttonClass("primary", "large")}`}
      >
        {submitting ? <Spinner className="size-5" /> : null}
        {submitting ? form.busy : form.submit}
      </button>

      <p className="text-center text-sm text-ink-600">
        {mode === "sign-in" ? "New to Akwaaba? " : "Already have an account? "}
        <Link
          href={withNext(mode === "sign-in" ? "/sign-up" : "/sign-in", next)}
          className="font-semibold text-forest-700 underline underline-offset-2 hover:text-forest-900"
        >
          {mode === "sign-in" ? "Create an account" : "Sign in"}
        </Link>
      </p>
    </form>
  );
}

function withNext(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
