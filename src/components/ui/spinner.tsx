import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-8' };

type SpinnerProps = ComponentProps<'svg'> & {
  /** When given, the spinner is announced as a status with this text; otherwise it is decorative. */
  label?: string;
  size?: keyof typeof sizes;
};

export function Spinner({ className, label, size = 'sm', ...props }: SpinnerProps) {
  const icon = (
    <LoaderCircle
      aria-hidden="true"
      className={cn(sizes[size], 'animate-spin motion-reduce:animate-none', className)}
      {...props}
    />
  );
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
