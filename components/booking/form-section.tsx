import type { ReactNode } from "react";

export const cardClass = "rounded-2xl border border-sand-200 bg-white p-5 shadow-card sm:p-6";

/** A card of the booking form: a region named by its heading. */
export function FormSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className="font-display text-xl font-bold text-forest-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
