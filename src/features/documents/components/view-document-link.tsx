import { ExternalLink } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { DocumentLinkError, resolveDocumentLink } from '@/lib/resolve-document-link';

type ViewDocumentLinkProps = {
  documentTitle: string;
  link: string;
  /** Reports why the document cannot be opened (spec section 5's view errors). */
  onError: (message: string) => void;
};

function resolve(link: string): { href: string } | { error: string } {
  try {
    return { href: resolveDocumentLink(link) };
  } catch (error) {
    return { error: error instanceof DocumentLinkError ? error.message : 'Invalid document link' };
  }
}

const iconButton = buttonVariants({ variant: 'ghostBrand', size: 'iconSm' });

/**
 * The 'View / Download' tooltip, drawn with CSS: every visitor's table has one per row, and Radix's
 * tooltip (with its positioning library) would add about 14 KB of gzipped script to every investor
 * page. It shows after spec section 9's 700 ms on hover or keyboard focus. It repeats the link's
 * accessible name, so assistive technology skips it.
 */
const tooltipStyle =
  'pointer-events-none invisible absolute top-1/2 right-full z-50 mr-1.5 -translate-y-1/2 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-white opacity-0 shadow-md transition-[opacity,visibility] group-focus-within/view:visible group-focus-within/view:opacity-100 group-focus-within/view:delay-700 group-hover/view:visible group-hover/view:opacity-100 group-hover/view:delay-700';

/**
 * Opens a document in a new tab. A real link (not a script-driven button), so a visitor can also
 * copy it or open it in a new window; a value that is not a valid link renders a button that
 * explains the problem instead.
 */
export function ViewDocumentLink({ documentTitle, link, onError }: ViewDocumentLinkProps) {
  const resolved = resolve(link);
  return (
    <span className="group/view relative inline-flex">
      {'href' in resolved ? (
        <a
          href={resolved.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`View or download ${documentTitle} (opens in a new tab)`}
          className={iconButton}
        >
          <ExternalLink aria-hidden="true" />
        </a>
      ) : (
        <button
          type="button"
          aria-label={`View or download ${documentTitle}`}
          className={iconButton}
          onClick={() => onError(resolved.error)}
        >
          <ExternalLink aria-hidden="true" />
        </button>
      )}
      <span aria-hidden="true" className={tooltipStyle}>
        View / Download
      </span>
    </span>
  );
}
