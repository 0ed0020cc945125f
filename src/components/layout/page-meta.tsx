import { useLocation } from 'react-router-dom';
import { sitePaths } from '@/config/site-paths';
import { carouselSlides } from '@/content/carousel-slides';
import { company } from '@/content/company';
import { env } from '@/lib/env';

type PageMetaProps = {
  /** The page's own title; the company name is appended. */
  title: string;
  /** One or two sentences for search results and link previews. */
  description?: string;
  /** Pages that should not be indexed (the admin area, the not-found page). */
  noIndex?: boolean;
};

/** The canonical address of a path on the public site, from VITE_SITE_URL. */
export function canonicalUrl(pathname: string): string {
  const origin = env.VITE_SITE_URL.replace(/\/+$/, '');
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  return `${origin}${path}`;
}

/** The title that a browser or a feed reader shows for the disclosures' Atom feed. */
const FEED_TITLE = 'Investor disclosures (Atom feed)';

/** The investors' pages: /investor and everything under it. */
function isInvestorPage(pathname: string): boolean {
  return pathname === sitePaths.investor.home || pathname.startsWith(`${sitePaths.investor.home}/`);
}

/**
 * The page's <title>, description, canonical URL and Open Graph tags, and on investor pages the
 * disclosures' Atom feed announced (RFC 4287 section 7: its media type; a browser or feed reader
 * finds a feed by this link). React 19 hoists these into <head>, both in the browser and in the
 * prerendered HTML, so each page carries its own.
 */
export function PageMeta({ title, description, noIndex = false }: PageMetaProps) {
  const { pathname } = useLocation();
  const fullTitle = `${title} | ${company.name}`;
  const text = description ?? `${title} — ${company.name}. ${company.summary}`;
  const url = canonicalUrl(pathname);
  const image = carouselSlides[0] ? canonicalUrl(carouselSlides[0].src) : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {isInvestorPage(pathname) ? (
        <link
          rel="alternate"
          type="application/atom+xml"
          title={FEED_TITLE}
          href={canonicalUrl(sitePaths.investor.disclosuresFeed)}
        />
      ) : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={company.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
