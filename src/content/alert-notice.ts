/**
 * The notice beside the e-mail alerts form (Digital Personal Data Protection Act, 2023, s.5: the
 * personal data, the purpose, how to withdraw and how to complain, given before consent is asked).
 * `purpose` is word for word the text the database keeps for `version` in private.alert_notices
 * (supabase/migrations/20261206160000_alert_personal_data_lifecycle.sql), so each consent it records
 * names exactly what the person read; a test holds the two together. A new wording is a new
 * version, added there and here together.
 */
export const alertNotice = {
  version: '2026-12-06',
  purpose:
    'We will use your e-mail address only to send you e-mail alerts when the company publishes a disclosure in the sections you choose, and one e-mail now to confirm the address; if the address is not confirmed within 7 days, we erase it. We keep the address, your choice of sections and when you gave, confirmed or withdrew your consent, as our record of it. A year after you unsubscribe, or after the address stops receiving mail, we erase the address and keep only a coded form of it beside that record. Every alert has a one-click unsubscribe link and a link to erase your address at once; withdrawing is as easy as subscribing. You may ask us what we hold about you, have it corrected or erased, and name someone to act for you if you die or cannot act. The Compliance Officer answers for this data and for complaints about it: write to the investor e-mail address on the Investor Contact page. If we do not resolve your complaint, you may take it to the Data Protection Board of India.',
} as const;
