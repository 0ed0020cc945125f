import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { readResultsXbrl, type XbrlResults } from '../xbrl/read-results-xbrl';
import { MAX_FILE_BYTES } from '../xbrl/results-taxonomy';
import { XbrlError } from '@/lib/xbrl/xbrl-error';

export type FileRead = { name: string; results: XbrlResults };

/** Gives the browser a turn between slices of the reading, so the page stays responsive. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The file input of the import: reads the chosen results XBRL in the browser (nothing is sent)
 * and hands its periods on, or says in plain words why it cannot.
 */
export function ChooseXbrlFile({ onRead }: { onRead: (read: FileRead) => void }) {
  const id = useId();
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    if (file.size > MAX_FILE_BYTES) {
      setProblem('This file is larger than 20 MB; a results XBRL file is well under 1 MB.');
      return;
    }
    setReading(true);
    try {
      const results = await readResultsXbrl(await file.text(), { yieldToMain });
      onRead({ name: file.name, results });
    } catch (error) {
      setProblem(
        error instanceof XbrlError
          ? error.message
          : `The file could not be read: ${error instanceof Error ? error.message : String(error)}.`,
      );
    } finally {
      setReading(false);
    }
  }

  return (
    <div className="grid gap-3">
      <Label htmlFor={id}>Results XBRL file (.xml)</Label>
      <Input
        id={id}
        type="file"
        accept=".xml,application/xml,text/xml"
        disabled={reading}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      {reading ? <p role="status">Reading the file…</p> : null}
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-700">
          {problem} Nothing was saved.
        </p>
      ) : null}
    </div>
  );
}
