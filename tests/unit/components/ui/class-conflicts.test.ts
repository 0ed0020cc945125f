import { describe, expect, it } from 'vitest';
import { buttonVariants } from '@/components/ui/button';
import { conflictingClasses } from '../../support/class-conflicts';

const variants = [
  'default',
  'destructive',
  'outline',
  'outlineDestructive',
  'secondary',
  'ghost',
  'ghostBrand',
  'ghostDestructive',
  'link',
  'inverse',
  'outlineInverse',
] as const;
const sizes = ['default', 'tall', 'sm', 'flush', 'lg', 'icon', 'iconSm'] as const;

// cn() does not resolve conflicts, and buttonVariants() is also used without it (links styled
// as buttons), so every pairing must be free of them on its own.
describe('buttonVariants', () => {
  it.each(variants.flatMap((variant) => sizes.map((size) => [variant, size] as const)))(
    '%s at size %s has no two classes for one property',
    (variant, size) => {
      expect(conflictingClasses(buttonVariants({ variant, size }))).toEqual([]);
    },
  );
});
