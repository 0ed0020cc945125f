import { OFFICER_ROLES } from '@/lib/company-fact-words';
import type { OfficerRow } from '@/lib/company-facts';
import { VALUE_LABELS } from '@/lib/typed-text';
import { z } from '@/lib/zod';
import { day, displayOrder, email, optionalText, phone, text } from './fact-rules';

// The rules of the officers' table (20261126150300), in its words: Regulation 6(1) of SEBI's
// LODR, rule 7(2A) of the IEPF Rules, 2016, and Regulation 46(2)(j)-(k).
export const OFFICER_MESSAGES = {
  roles: 'Choose at least one role.',
  compliance:
    "The compliance officer must be the company secretary (Regulation 6(1) of SEBI's LODR): give this person the Company Secretary role too.",
  nodal:
    'The Nodal Officer for the IEPF must be a director, the CFO or the company secretary (rule 7(2A) of the IEPF Rules, 2016): give this person one of those roles, or name the director.',
  managingDirector: 'A managing director is a director: choose which director.',
  email: 'Give an e-mail address: the website must show it for this role.',
  phone: 'Give a phone number: the website must show it for this role (Regulation 46(2)(k)).',
  registrar:
    'The registrar and share transfer agent is a firm with its own address, and holds no other role.',
} as const;

export const officerSchema = z
  .object({
    name: text(200, 'Give the name.', { label: VALUE_LABELS.key_officers.name }),
    roles: z.array(z.enum(OFFICER_ROLES)),
    designation: text(200, 'Give the designation shown on the page.', {
      label: VALUE_LABELS.key_officers.designation,
    }),
    directorId: z.string(),
    email: email(VALUE_LABELS.key_officers.email),
    phone,
    address: optionalText(500, { label: VALUE_LABELS.key_officers.address, multiline: true }),
    tookChargeOn: day(
      'Give the date the person took charge.',
      VALUE_LABELS.key_officers.took_charge_on,
    ),
    displayOrder,
  })
  .superRefine((v, ctx) => {
    const has = (role: (typeof OFFICER_ROLES)[number]) => v.roles.includes(role);
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.roles.length === 0) issue('roles', OFFICER_MESSAGES.roles);
    if (has('compliance_officer') && !has('company_secretary'))
      issue('roles', OFFICER_MESSAGES.compliance);
    if (has('iepf_nodal_officer') && !(has('company_secretary') || has('cfo') || v.directorId))
      issue('roles', OFFICER_MESSAGES.nodal);
    if (has('managing_director') && !v.directorId)
      issue('directorId', OFFICER_MESSAGES.managingDirector);
    const published =
      has('iepf_nodal_officer') ||
      has('compliance_officer') ||
      has('grievance_officer') ||
      has('registrar');
    if (published && !v.email) issue('email', OFFICER_MESSAGES.email);
    if ((has('grievance_officer') || has('registrar')) && !v.phone)
      issue('phone', OFFICER_MESSAGES.phone);
    if (has('registrar') && (v.roles.length > 1 || !v.address))
      issue('roles', OFFICER_MESSAGES.registrar);
  });

export type OfficerFormInput = z.input<typeof officerSchema>;
export type OfficerFormValues = z.output<typeof officerSchema>;

export function officerDefaults(officer?: OfficerRow): OfficerFormInput {
  return {
    name: officer?.name ?? '',
    roles: officer?.roles ?? [],
    designation: officer?.designation ?? '',
    directorId: officer?.director_id ?? '',
    email: officer?.email ?? '',
    phone: officer?.phone ?? '',
    address: officer?.address ?? '',
    tookChargeOn: officer?.took_charge_on ?? '',
    displayOrder: officer?.display_order ?? 100,
  };
}

export function toOfficerRow(values: OfficerFormValues) {
  return {
    name: values.name,
    roles: values.roles,
    designation: values.designation,
    director_id: values.directorId || null,
    email: values.email || null,
    phone: values.phone || null,
    address: values.address || null,
    took_charge_on: values.tookChargeOn,
    display_order: values.displayOrder,
  };
}
