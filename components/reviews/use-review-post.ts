import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { api } from "@/components/api-client";
import { type FieldMessages, type FieldProblem, fieldProblem } from "@/components/field-problem";

interface ReviewPostOptions<F extends string> {
  url: string;
  /** The fields' words for the API's refusals (constraint → message). */
  messages: FieldMessages<F>;
  /** A heading the page keeps after the refresh: the focus waits there for what was posted. */
  focusId: string;
}

/**
 * Posts a review or a reply: the form's own checks first, then the API, whose refusals become
 * the fields' messages or the problem's title. Once posted, the keyboard focus moves to
 * `focusId` and the page is read again, showing what was posted where the form was.
 */
export function useReviewPost<F extends string>({ url, messages, focusId }: ReviewPostOptions<F>) {
  const router = useRouter();
  const [problem, setProblem] = useState<FieldProblem<F> | null>(null);
  const [sending, setSending] = useState(false);
  const [refreshing, startTransition] = useTransition();

  async function post(body: unknown, problems: Partial<Record<F, string>>) {
    if (sending || refreshing) return;
    if (Object.keys(problems).length > 0) {
      setProblem({ title: "Please check the highlighted fields.", errors: problems });
      return;
    }
    setSending(true);
    setProblem(null);
    const result = await api.post(url, body);
    if (result.ok) {
      document.getElementById(focusId)?.focus();
      startTransition(() => router.refresh());
    } else {
      setProblem(fieldProblem(result.error, messages));
    }
    setSending(false);
  }

  return { problem, busy: sending || refreshing, post };
}
