import Link from "next/link";
import { Photo } from "@/components/photo";
import { plural } from "@/lib/words";

export interface DestinationCardData {
  name: string;
  slug: string;
  region: string;
  imageUrl: string;
  listingCount: number;
}

export function DestinationCard({ destination }: { destination: DestinationCardData }) {
  const count = destination.listingCount;
  return (
    <Link
      href={`/destinations/${destination.slug}`}
      className="group relative block aspect-[4/5] overflow-hidden rounded-2xl bg-forest-800 shadow-card focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-gold-600"
    >
      <Photo
        src={destination.imageUrl}
        alt=""
        sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
        className="object-cover transition duration-500 group-hover:scale-[1.05]"
      />
      <span
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-t from-forest-950/90 via-forest-950/30 to-transparent"
      />
      <span className="absolute inset-x-0 bottom-0 flex flex-col p-3.5 text-white sm:p-5">
        <span className="font-display text-lg leading-tight font-bold sm:text-2xl">
          {destination.name}
        </span>
        <span className="mt-0.5 text-sm text-white/90">{destination.region}</span>
        <span className="mt-3 inline-flex w-fit items-center rounded-full bg-gold-400 px-2.5 py-1 text-xs font-semibold text-ink-900">
          {plural(count, "listing", "listings")}
        </span>
      </span>
    </Link>
  );
}
