import { FileText, Link2 } from 'lucide-react';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';

type DocumentSource = 'link' | 'file';

type DocumentSourceFieldProps = {
  /** Prefix of the two radios' ids. */
  id: string;
  value: DocumentSource;
  disabled: boolean;
  onChange: (next: DocumentSource) => void;
};

/** The Add and Edit forms' choice between a link and an uploaded PDF. */
export function DocumentSourceField({ id, value, disabled, onChange }: DocumentSourceFieldProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">Document source</legend>
      <RadioGroup
        value={value}
        onValueChange={(next) => onChange(next === 'file' ? 'file' : 'link')}
        className="grid-cols-2"
        disabled={disabled}
      >
        {(
          [
            { value: 'link', label: 'Link', Icon: Link2 },
            { value: 'file', label: 'Upload PDF', Icon: FileText },
          ] as const
        ).map((option) => (
          <Label
            key={option.value}
            htmlFor={`${id}-${option.value}`}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 has-[[data-state=checked]]:border-brand-600 has-[[data-state=checked]]:bg-brand-50"
          >
            <RadioGroupItem id={`${id}-${option.value}`} value={option.value} />
            <option.Icon aria-hidden="true" className="size-4 text-brand-700" />
            {option.label}
          </Label>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
