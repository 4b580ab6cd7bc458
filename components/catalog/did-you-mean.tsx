import Link from "next/link";
import { textLink } from "../link-styles";

/** "Did you mean Cape Coast?": a link to the place the search nearly spelled. */
export function DidYouMean({ place, href }: { place: string; href: string }) {
  return (
    <p className="text-base text-ink-900">
      <Link href={href} className={`${textLink} font-semibold`}>
        Did you mean {place}?
      </Link>
    </p>
  );
}
