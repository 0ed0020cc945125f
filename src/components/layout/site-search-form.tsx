import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { sitePaths } from '@/config/site-paths';
import { cn } from '@/lib/utils';

export const SITE_SEARCH_LABEL = 'Search investor documents';

type SiteSearchFormProps = {
  className?: string;
  /** Names the search landmark; two on one page need different names. */
  label?: string;
  placeholder?: string;
  /** Called after the search is sent, e.g. to close the mobile menu. */
  onSearch?: () => void;
};

/**
 * The navigation's search box: sends the words to /investor/search. A real GET form, so it
 * also works before the app's script has loaded; with the script it moves without a reload.
 */
export function SiteSearchForm({
  className,
  label = SITE_SEARCH_LABEL,
  placeholder = 'Search documents',
  onSearch,
}: SiteSearchFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      aria-label={label}
      action={sitePaths.investor.search}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(sitePaths.investor.searchFor(text.trim()));
        setText('');
        onSearch?.();
      }}
      className={cn('relative flex items-center', className)}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        className="h-9 w-full rounded-full border border-slate-300 bg-white/90 pr-10 pl-4 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:outline-none"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute right-1 inline-flex size-7 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}
