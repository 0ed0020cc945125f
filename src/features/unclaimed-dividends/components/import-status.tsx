import { Progress } from '@/components/ui/progress';
import { countOf, agree } from '@/lib/plural';

export type Stage =
  | { kind: 'idle' }
  | { kind: 'reading'; percent: number }
  | { kind: 'sending' }
  | { kind: 'bad-file'; message: string; details: string[] }
  | { kind: 'bad-lines'; messages: string[]; badLines: number }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; text: string };

/** Where the import says how it went: progress, the outcome, or what to correct (announced). */
export function ImportStatus({ stage, progressId }: { stage: Stage; progressId: string }) {
  return (
    <div aria-live="polite" className="mt-4 grid gap-2 text-sm">
      {stage.kind === 'reading' ? (
        <div className="grid gap-1.5">
          <div className="flex justify-between text-xs font-medium text-slate-600">
            <span id={progressId}>Checking the file…</span>
            <span aria-hidden="true">{stage.percent}%</span>
          </div>
          <Progress value={stage.percent} aria-labelledby={progressId} />
        </div>
      ) : null}
      {stage.kind === 'sending' ? <p>Importing…</p> : null}
      {stage.kind === 'done' ? <p className="font-medium text-green-800">{stage.text}</p> : null}
      {stage.kind === 'failed' ? <p className="font-medium text-red-700">{stage.message}</p> : null}
      {stage.kind === 'bad-file' ? (
        <div role="alert" className="text-red-700">
          <p className="font-medium">Nothing was imported. {stage.message}</p>
          {stage.details.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {stage.details.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {stage.kind === 'bad-lines' ? (
        <div role="alert" className="text-red-700">
          <p className="font-medium">
            Nothing was imported: {countOf(stage.badLines, 'line')}{' '}
            {agree(stage.badLines, 'needs', 'need')} correcting.
          </p>
          <ul className="mt-1 list-disc pl-5">
            {stage.messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
