import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DUPLICATE_TITLE_QUESTION, isDuplicateTitle, titleKey } from '../utils/duplicate-title';

type DuplicateTitleConfirmProps = {
  id: string;
  /** What the confirming button says ("Save anyway", "Upload anyway"). */
  confirmLabel: string;
  onConfirm: () => void;
  /** Back to the title field to change it. */
  onChangeTitle: () => void;
  question?: string;
};

/**
 * The question asked inside a dialog before a title already on the page is saved. It takes focus
 * when it appears (its question is read out as the group's name), so the keyboard is on the
 * answer; "Change the title" goes back to the field.
 */
export function DuplicateTitleConfirm({
  id,
  confirmLabel,
  onConfirm,
  onChangeTitle,
  question = DUPLICATE_TITLE_QUESTION,
}: DuplicateTitleConfirmProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-3 text-sm text-amber-950"
    >
      <p id={id} className="flex gap-2 font-medium">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {question}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button ref={confirmRef} type="button" size="sm" onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onChangeTitle}>
          Change the title
        </Button>
      </div>
    </div>
  );
}

type DuplicateTitleAskOptions = {
  id: string;
  /** The title field's value now: the question goes once the title is changed. */
  title: string;
  /** The row's title before an edit: keeping it is never asked about. */
  originalTitle?: string | undefined;
  titlesOnPage?: (() => readonly string[]) | undefined;
  /** Sends the form again once the administrator says "Save anyway". */
  resubmit: () => void;
  focusTitle: () => void;
};

/**
 * The Add and Edit forms' question before saving a title already on the page. `holds(title)` is
 * asked on submit: true means "not yet, the question is showing"; `box` is the question.
 */
export function useDuplicateTitleAsk({
  id,
  title,
  originalTitle,
  titlesOnPage,
  resubmit,
  focusTitle,
}: DuplicateTitleAskOptions): {
  holds: (title: string) => boolean;
  forget: () => void;
  box: ReactNode;
} {
  // The duplicate title asked about, and the one the administrator said to save anyway.
  const [asked, setAsked] = useState<string | null>(null);
  const confirmed = useRef<string | null>(null);

  function holds(value: string): boolean {
    const kept = originalTitle !== undefined && titleKey(value) === titleKey(originalTitle);
    if (!kept && confirmed.current !== value && isDuplicateTitle(value, titlesOnPage?.() ?? [])) {
      setAsked(value);
      return true;
    }
    setAsked(null);
    return false;
  }

  const box =
    asked !== null && asked === title ? (
      <DuplicateTitleConfirm
        id={id}
        confirmLabel="Save anyway"
        onConfirm={() => {
          confirmed.current = asked;
          setAsked(null);
          resubmit();
        }}
        onChangeTitle={() => {
          setAsked(null);
          focusTitle();
        }}
      />
    ) : null;

  return { holds, forget: () => (confirmed.current = null), box };
}
