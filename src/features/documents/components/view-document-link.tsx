import { ExternalLink } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { DocumentLinkError, resolveDocumentLink } from '../api/resolve-document-link';

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

const iconButton = cn(
  buttonVariants({ variant: 'ghost', size: 'icon' }),
  'size-9 text-brand-700 hover:bg-brand-50 hover:text-brand-800',
);

/**
 * Opens a document in a new tab. A real link (not a script-driven button), so a visitor can also
 * copy it or open it in a new window; a value that is not a valid link renders a button that
 * explains the problem instead.
 */
export function ViewDocumentLink({ documentTitle, link, onError }: ViewDocumentLinkProps) {
  const resolved = resolve(link);
  return (
    <Tooltip>
      <TooltipTrigger asChild>
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
      </TooltipTrigger>
      <TooltipContent>View / Download</TooltipContent>
    </Tooltip>
  );
}
