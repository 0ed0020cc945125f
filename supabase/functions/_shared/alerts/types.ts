/** One e-mail as public.claim_alert_emails hands it over. */
export type ClaimedEmail = {
  msg_id: number;
  email_id: string;
  kind: 'confirmation' | 'alert' | 'test' | 'duty_confirmation' | 'duty';
  to: string;
  attempt: number;
  /** A confirmation's token; travels only in its e-mail. */
  token: string | null;
  unsubscribe_token: string | null;
  /** The sections a confirmation asks about. */
  sections: string[] | null;
  publications: ClaimedPublication[];
  /** A duty e-mail's content, as private.run_duty_reminders wrote it; null for the others. */
  duty?: DutyBody | null;
};

/** An open item of the desk's, as a duty e-mail lists it. */
export type DutyListed = {
  id: string;
  kind: 'quarterly' | 'event' | 'annual';
  what: string;
  subject: string;
  clause: string;
  due_at: string;
  met_by: string;
  /** A path on the site: where it is done. */
  place: string;
};

export type DutyBody = {
  type: 'reminder' | 'overdue' | 'digest' | 'waiting';
  /** India's day it was written for (YYYY-MM-DD). */
  day: string;
  items: DutyListed[];
  /** The digest's lists. */
  overdue?: DutyListed[];
  week?: DutyListed[];
  /** The site changed since the desk worked the items out (or it has not for 30 days). */
  waits?: boolean;
  computed_at?: string | null;
};

export type ClaimedPublication = {
  title: string;
  section: string;
  /** An https address, a path in the investor_documents bucket, or a path on the site. */
  link: string;
  document_date: string | null;
  published_at: string;
};

/** A written e-mail, ready for a transport. */
export type OutgoingEmail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

/** What became of one e-mail: sent, refused for good (a bad address), or to be tried again. */
export type SendResult = { ok: true } | { ok: false; permanent: boolean; error: string };

export interface Transport {
  /** Sends each e-mail; the results are in the same order. Never throws for one e-mail's fault. */
  send(emails: OutgoingEmail[]): Promise<SendResult[]>;
  close(): Promise<void>;
}

/** Where the words and links of an e-mail come from. */
export type ComposeSettings = {
  /** "Company Investor Relations <alerts@example.com>" */
  from: string;
  companyName: string;
  /** The public site, for the confirmation and unsubscribe pages: https://www.example.com */
  siteUrl: string;
  /** The project's API address, for stored documents and the one-click unsubscribe. */
  supabaseUrl: string;
};
