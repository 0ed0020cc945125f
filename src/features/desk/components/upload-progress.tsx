import { Progress } from '@/components/ui/progress';

/** The upload's bar, labelled "Uploading…" with its percentage. */
export function UploadProgress({ id, percent }: { id: string; percent: number }) {
  return (
    <div className="grid gap-1.5">
      <div className="flex justify-between text-xs font-medium text-slate-600">
        <span id={id}>Uploading…</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <Progress value={percent} aria-labelledby={id} />
    </div>
  );
}
