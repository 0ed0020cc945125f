import { Upload, X } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { indiaToday } from '@/lib/format-date';
import { countOf } from '@/lib/plural';
import { cn } from '@/lib/utils';
import { bulkItemsFrom, summarizeBulk, type BulkItem, type BulkResult } from '../api/bulk-upload';
import { isDuplicateTitle } from '../utils/duplicate-title';
import { DocumentDateField } from './document-date-field';
import { DuplicateTitleConfirm } from './duplicate-title-confirm';

const DUPLICATE_TITLE_NOTE = 'A document with this title is already on this page or in this list.';

type BulkUploadFormProps = {
  /** Uploads the list, reporting each file's progress and result as it goes. */
  onUpload: (
    items: BulkItem[],
    documentDate: string,
    onProgress: (id: string, percent: number) => void,
    onResult: (result: BulkResult) => void,
    onReading: (id: string, page: number, pageCount: number) => void,
  ) => Promise<BulkResult[]>;
  onClose: () => void;
  /** The titles of the documents already on the page: a file titled as one of them is asked about. */
  titlesOnPage?: () => readonly string[];
};

function describeResult(result: BulkResult): string {
  if (!result.added) return `Refused: ${result.reason}`;
  return result.searchable === false
    ? 'Added, not searchable: its text could not be read or stored'
    : 'Added';
}

/**
 * Several PDFs at once: chosen with the file picker (multiple) or dropped on the zone. Each
 * becomes a row titled from its name (editable before saving) with its own progress bar, then
 * "Reading page N of M" while its text is read for search; the end shows what was added, what
 * was refused and why, and what cannot be searched.
 */
export function BulkUploadForm({ onUpload, onClose, titlesOnPage }: BulkUploadFormProps) {
  const ids = useId();
  const [items, setItems] = useState<BulkItem[]>([]);
  const [date, setDate] = useState(indiaToday);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [results, setResults] = useState<Record<string, BulkResult>>({});
  const [reading, setReading] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [askDuplicates, setAskDuplicates] = useState(false);

  // What is still to send: a second run sends only what was not added.
  const pending = items.filter((item) => !results[item.id]?.added);
  const onPage = titlesOnPage?.() ?? [];
  const duplicates = new Set(
    pending
      .filter((item) =>
        isDuplicateTitle(item.title, [
          ...onPage,
          ...items.filter((other) => other.id !== item.id).map((other) => other.title),
        ]),
      )
      .map((item) => item.id),
  );

  /** The list changed (a file added or removed, a title edited): a new batch may be sent. */
  function changeItems(change: (current: BulkItem[]) => BulkItem[]) {
    setItems(change);
    setSummary(null);
    setAskDuplicates(false);
  }

  function addFiles(files: FileList | null) {
    if (!files || files.length === 0) return;
    changeItems((current) => [...current, ...bulkItemsFrom(files)]);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!running) addFiles(event.dataTransfer.files);
  }

  async function start(confirmed = false) {
    if (!confirmed && duplicates.size > 0) {
      setAskDuplicates(true);
      return;
    }
    setAskDuplicates(false);
    setRunning(true);
    // Each item's id keeps a resend from doubling a row.
    const done = await onUpload(
      pending,
      date,
      (id, percent) => setProgress((p) => ({ ...p, [id]: percent })),
      (result) => setResults((r) => ({ ...r, [result.id]: result })),
      (id, page, of) => setReading((r) => ({ ...r, [id]: `Reading page ${page} of ${of}…` })),
    );
    setSummary(summarizeBulk(done));
    setRunning(false);
  }

  const finished = summary !== null;
  return (
    <div className="grid gap-5">
      <DocumentDateField
        id={`${ids}-date`}
        value={date}
        disabled={running}
        onChange={(event) => setDate(event.target.value)}
      />
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          'grid justify-items-center gap-2 rounded-lg border-2 border-dashed p-5 text-center text-sm text-slate-600',
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300',
        )}
      >
        <Upload aria-hidden="true" className="size-6 text-brand-700" />
        <p>Drop PDFs here, or choose them. PDF only, up to 10 MB each.</p>
        <p className="text-xs">
          Each file&apos;s text is read for search: up to 10,000 characters a page and 300,000 in
          all.
        </p>
        <Label htmlFor={`${ids}-files`} className="sr-only">
          PDF Files
        </Label>
        <Input
          id={`${ids}-files`}
          type="file"
          multiple
          accept="application/pdf,.pdf"
          disabled={running}
          className="max-w-xs"
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = '';
          }}
        />
      </div>

      {items.length > 0 ? (
        <ul aria-label="Files to upload" className="grid max-h-72 gap-3 overflow-y-auto">
          {items.map((item) => {
            const result = results[item.id];
            const percent = progress[item.id];
            return (
              <li key={item.id} className="grid gap-1.5 rounded-md border border-slate-200 p-3">
                <div className="flex items-end gap-2">
                  <div className="grid flex-1 gap-1">
                    <Label htmlFor={`${ids}-${item.id}`} variant="hint">
                      Title for {item.file.name}
                    </Label>
                    <Input
                      id={`${ids}-${item.id}`}
                      value={item.title}
                      disabled={running || result?.added === true}
                      aria-describedby={
                        duplicates.has(item.id) ? `${ids}-${item.id}-duplicate` : undefined
                      }
                      onChange={(event) =>
                        changeItems((all) =>
                          all.map((i) =>
                            i.id === item.id ? { ...i, title: event.target.value } : i,
                          ),
                        )
                      }
                    />
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={running}
                    aria-label={`Remove ${item.file.name}`}
                    onClick={() => changeItems((all) => all.filter((i) => i.id !== item.id))}
                  >
                    <X aria-hidden="true" />
                    Remove
                  </Button>
                </div>
                {duplicates.has(item.id) && !result ? (
                  <p id={`${ids}-${item.id}-duplicate`} className="text-xs text-amber-800">
                    {DUPLICATE_TITLE_NOTE}
                  </p>
                ) : null}
                {percent !== undefined && !result ? (
                  <Progress value={percent} aria-label={`Uploading ${item.file.name}`} />
                ) : null}
                {reading[item.id] && !result ? (
                  <p className="text-xs text-slate-600">{reading[item.id]}</p>
                ) : null}
                {result ? (
                  <p className={cn('text-xs', result.added ? 'text-green-700' : 'text-red-700')}>
                    {describeResult(result)}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}

      <p role="status" className="text-sm font-medium text-slate-800">
        {summary}
      </p>

      {askDuplicates ? (
        <DuplicateTitleConfirm
          id={`${ids}-duplicates`}
          question={`${countOf(duplicates.size, 'file has', 'files have')} a title already on this page or in this list. Upload anyway?`}
          confirmLabel="Upload anyway"
          onConfirm={() => void start(true)}
          onChangeTitle={() => {
            setAskDuplicates(false);
            const first = pending.find((item) => duplicates.has(item.id));
            if (first) document.getElementById(`${ids}-${first.id}`)?.focus();
          }}
        />
      ) : null}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={running}>
          {finished ? 'Done' : 'Cancel'}
        </Button>
        {/* Once a batch is done the button rests until the list changes: pressing it again would
            only send the refused files unchanged, to be refused again. */}
        <Button
          type="button"
          disabled={running || finished || askDuplicates || pending.length === 0}
          onClick={() => void start()}
        >
          {running ? <Spinner /> : null}
          {running ? 'Uploading…' : `Upload ${countOf(pending.length, 'file')}`}
        </Button>
      </DialogFooter>
    </div>
  );
}
