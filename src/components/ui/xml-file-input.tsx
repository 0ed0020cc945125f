import { useId } from 'react';
import { Input } from './input';
import { Label } from './label';

/**
 * A labelled file input for an XML file read in the browser (an XBRL filing), with the reading
 * status and, when it could not be read, the reason tied to the input for screen readers.
 */
export function XmlFileInput({
  label,
  disabled,
  reading,
  problem,
  onChoose,
}: {
  label: string;
  disabled?: boolean;
  reading: boolean;
  /** Why the file was not read, in words; "Nothing was saved." follows. */
  problem: string | null;
  onChoose: (file: File | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-3">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="file"
        accept=".xml,application/xml,text/xml"
        disabled={disabled || reading}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(e) => onChoose(e.target.files?.[0])}
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
