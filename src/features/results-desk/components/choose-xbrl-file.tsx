import { useState } from 'react';
import { XmlFileInput } from '@/components/ui/xml-file-input';
import { readResultsXbrl, type XbrlResults } from '../xbrl/read-results-xbrl';
import { MAX_FILE_BYTES } from '../xbrl/results-taxonomy';
import { readProblem } from '@/lib/xbrl/xbrl-error';

export type FileRead = { name: string; results: XbrlResults };

/** Gives the browser a turn between slices of the reading, so the page stays responsive. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The file input of the import: reads the chosen results XBRL in the browser (nothing is sent)
 * and hands its periods on, or says in plain words why it cannot.
 */
export function ChooseXbrlFile({ onRead }: { onRead: (read: FileRead) => void }) {
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
      setProblem(readProblem(error));
    } finally {
      setReading(false);
    }
  }

  return (
    <XmlFileInput
      label="Results XBRL file (.xml)"
      reading={reading}
      problem={problem}
      onChoose={(file) => void choose(file)}
    />
  );
}
