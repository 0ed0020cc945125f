import { DeskSection } from '@/components/layout/desk-section';
import { deskSection } from '@/content/desk-sections';
import { FailedSignInsSection } from '@/features/auth/components/failed-sign-ins-section';
import { SessionsSection } from '@/features/auth/components/sessions-section';
import { TwoFactorSection } from '@/features/auth/components/two-factor-section';

const words = deskSection('security');

/** /dashboard/security: two-factor authentication, failed sign-ins and the devices signed in. */
export function SecurityPage() {
  return (
    <DeskSection title={words.label} summary={words.summary}>
      <TwoFactorSection />
      <FailedSignInsSection />
      <SessionsSection />
    </DeskSection>
  );
}
