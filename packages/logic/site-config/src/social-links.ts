/** Footer social networks in display order (site-wide §2 Header navigation and footer). */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'linkedin', 'tiktok'] as const;

/** A social network (site-wide §2). */
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The site fields the footer reads: one URL and one switch per network. */
export type SocialSite = {
  [N in SocialNetwork as `${N}_url`]: string | null;
} & { social: Readonly<Record<SocialNetwork, boolean>> };

/** A footer social link. */
export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

/**
 * Footer social links: facebook, instagram, youtube, linkedin and tiktok, in that order, each only
 * when both its URL (non-blank) and its switch are on (site-wide §2).
 */
export function socialLinks(site: SocialSite): SocialLink[] {
  const links: SocialLink[] = [];
  for (const network of SOCIAL_NETWORKS) {
    const url = site[`${network}_url`]?.trim();
    if (url && site.social[network]) links.push({ network, url });
  }
  return links;
}
