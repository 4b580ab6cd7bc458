import type { ReactNode } from "react";
import { Photo } from "@/components/photo";

interface AuthCardProps {
  title: string;
  intro: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}

/** The shell of the sign-in and sign-up pages: a form card beside a warm kente panel. */
export function AuthCard({ title, intro, children, aside }: AuthCardProps) {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-[1fr_1.05fr] lg:items-stretch lg:px-8">
      <div className="mx-auto w-full max-w-md lg:py-6">
        <h1 className="font-display text-3xl font-bold tracking-tight text-forest-900 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-3 text-ink-600">{intro}</p>
        <div className="mt-8">{children}</div>
        {aside}
      </div>
      <div
        aria-hidden="true"
        className="kente-weave relative hidden overflow-hidden rounded-3xl lg:block"
      >
        <Photo
          src="/images/listings/busua-sunset.webp"
          alt=""
          sizes="(min-width: 1024px) 50vw, 1px"
          className="object-cover"
        />
        <div className="absolute inset-0 bg-gradient-to-t from-forest-950/90 via-forest-950/30 to-transparent" />
        <div className="absolute inset-x-10 bottom-10 text-white">
          <p className="font-display text-4xl leading-tight font-bold">
            Akwaaba — <span className="text-gold-300">you are welcome here.</span>
          </p>
          <p className="mt-3 max-w-sm text-forest-100">
            Beach houses in Busua, canopy walks in Kakum, drumming lessons in Accra. Your Ghana
            starts with one account.
          </p>
        </div>
      </div>
    </div>
  );
}
