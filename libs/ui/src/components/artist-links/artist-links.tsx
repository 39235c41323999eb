import { Fragment, type ComponentType, type ReactNode } from 'react';

/** One credited artist: its page when it has one. */
export interface ArtistCredit {
  name: string;
  href?: string;
}

export interface ArtistLinksProps {
  /** Every credited artist, in order; with fewer than two, `name` and `href` are shown instead. */
  artists?: readonly ArtistCredit[] | undefined;
  name: string;
  href?: string | undefined;
  /** The link the place uses (a muted link in a row, the player's text link). */
  link: ComponentType<{ href: string; children: ReactNode }>;
}

/** "A, B" with each artist its own link: a track with several artists (ARTISTS tag, "feat.") links them all. */
export function ArtistLinks({ artists, name, href, link: LinkTo }: ArtistLinksProps) {
  const credits = artists && artists.length > 1 ? artists : [{ name, ...(href ? { href } : {}) }];
  return (
    <>
      {credits.map((credit, index) => (
        <Fragment key={`${credit.name}-${index}`}>
          {index > 0 ? ', ' : null}
          {credit.href ? <LinkTo href={credit.href}>{credit.name}</LinkTo> : credit.name}
        </Fragment>
      ))}
    </>
  );
}

/** The text of the credits, for a title attribute or a label. */
export const artistsText = (artists: readonly ArtistCredit[] | undefined, name: string) => (artists && artists.length > 1 ? artists.map((a) => a.name).join(', ') : name);
