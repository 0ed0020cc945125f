/**
 * The duty e-mails to the company secretary: the confirmation of an address, the reminders, the
 * overdue notices, the morning digest, and the notice that reminders wait for the desk. Brief,
 * each item with its clause, its deadline, what meets it and a link to where it is done. No
 * List-Unsubscribe: a duty e-mail is not bulk mail to the public; the desk turns each kind off.
 */
import { escapeHtml, formatDate, formatIstDateTime, page } from './format.ts';
import type {
  ClaimedEmail,
  ComposeSettings,
  DutyBody,
  DutyListed,
  OutgoingEmail,
} from './types.ts';

const site = (settings: ComposeSettings) => settings.siteUrl.replace(/\/$/, '');
export const DUTY_SETTINGS_PATH = '/dashboard/calendar#reminders-heading';

export function dutyConfirmUrl(settings: ComposeSettings, token: string): string {
  return `${site(settings)}/dashboard/calendar#reminders-confirm=${encodeURIComponent(token)}`;
}

function footer(settings: ComposeSettings): string[] {
  return [
    `You receive this because this address was confirmed on ${settings.companyName}'s website desk for compliance reminders.`,
    `Each kind of reminder is turned off on the desk: ${site(settings)}${DUTY_SETTINGS_PATH}`,
  ];
}

function written(
  subject: string,
  text: string[],
  html: string[],
  email: ClaimedEmail,
  settings: ComposeSettings,
): OutgoingEmail {
  return {
    from: settings.from,
    to: email.to,
    subject,
    text: text.join('\n'),
    html: page(subject, html),
    headers: {},
  };
}

function itemText(item: DutyListed, settings: ComposeSettings): string[] {
  return [
    `- ${item.what} (${item.subject})`,
    `  ${item.clause}. Due by ${formatIstDateTime(item.due_at)}.`,
    `  ${item.met_by}`,
    `  ${site(settings)}${item.place}`,
  ];
}

function itemHtml(item: DutyListed, settings: ComposeSettings): string {
  const url = `${site(settings)}${item.place}`;
  return [
    `<li><strong>${escapeHtml(item.what)}</strong> (${escapeHtml(item.subject)})<br>`,
    `${escapeHtml(item.clause)}. Due by ${escapeHtml(formatIstDateTime(item.due_at))}.<br>`,
    `${escapeHtml(item.met_by)}<br><a href="${escapeHtml(url)}">Where it is done</a></li>`,
  ].join('');
}

function list(heading: string, items: DutyListed[], settings: ComposeSettings) {
  return {
    text: items.length ? [heading, ...items.flatMap((i) => itemText(i, settings)), ''] : [],
    html: items.length
      ? [
          `<p>${escapeHtml(heading)}</p>`,
          `<ul>${items.map((i) => itemHtml(i, settings)).join('')}</ul>`,
        ]
      : [],
  };
}

function confirmation(email: ClaimedEmail, settings: ComposeSettings): OutgoingEmail {
  if (!email.token) throw new Error('A confirmation e-mail needs its token.');
  const url = dutyConfirmUrl(settings, email.token);
  const subject = `Confirm this address for compliance reminders from ${settings.companyName}'s website`;
  const lines = [
    'The administrator of the website desk asked for compliance reminders to be sent to this address: what falls due, reminders before each deadline, and notice of one missed.',
    'To confirm, open this link, sign in to the desk if asked, and press "Confirm this address":',
    url,
    'The link works for 3 days. If this was not asked for, ignore this e-mail: nothing is sent here unless the link is used.',
  ];
  return written(
    subject,
    lines,
    [
      `<p>${escapeHtml(lines[0] ?? '')}</p>`,
      `<p>${escapeHtml(lines[1] ?? '')}<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
      `<p>${escapeHtml(lines[3] ?? '')}</p>`,
    ],
    email,
    settings,
  );
}

function subjectOf(body: DutyBody): string {
  const [first] = body.items;
  const n = body.items.length;
  if (body.type === 'reminder') {
    return n === 1 && first
      ? `Due by ${formatIstDateTime(first.due_at)}: ${first.what} (${first.subject})`
      : `${n} compliance items due soon, the first by ${formatIstDateTime(first?.due_at ?? '')}`;
  }
  if (body.type === 'overdue') {
    return n === 1 && first
      ? `Overdue now: ${first.what} (${first.subject})`
      : `${n} compliance items are now overdue`;
  }
  if (body.type === 'waiting') return 'Compliance reminders are waiting for the desk';
  const overdue = body.overdue?.length ?? 0;
  const week = body.week?.length ?? 0;
  return overdue + week === 0
    ? `Compliance on ${formatDate(body.day)}: nothing due in the next seven days`
    : `Compliance on ${formatDate(body.day)}: ${overdue} overdue, ${week} due in the next seven days`;
}

function waitingWords(body: DutyBody, settings: ComposeSettings): string {
  const open = `Opening the desk's Today or Calendar and deadlines brings it up to date: ${site(settings)}/dashboard`;
  if (!body.computed_at) {
    return `The desk has not yet worked out what is due, so no reminder goes until it has. ${open}`;
  }
  return `The site has changed since the desk last worked out what is due (on ${formatIstDateTime(body.computed_at)}), or that was more than 30 days ago, so no reminder goes until it does again: an item may already be met. ${open}`;
}

function duty(email: ClaimedEmail, settings: ComposeSettings): OutgoingEmail {
  const body = email.duty;
  if (!body) throw new Error('A duty e-mail needs what it says.');
  const subject = subjectOf(body);
  if (body.type === 'waiting') {
    const line = waitingWords(body, settings);
    return written(
      subject,
      [line, '', ...footer(settings)],
      [
        `<p>${escapeHtml(line)}</p>`,
        ...footer(settings).map((l) => `<p style="font-size: 0.875rem">${escapeHtml(l)}</p>`),
      ],
      email,
      settings,
    );
  }
  const intro =
    body.type === 'reminder'
      ? 'Coming up on the compliance calendar:'
      : body.type === 'overdue'
        ? 'The deadline has passed and the site does not show these done:'
        : `${subject}.`;
  const parts =
    body.type === 'digest'
      ? [
          list('Due in the next seven days:', body.week ?? [], settings),
          list('Overdue:', body.overdue ?? [], settings),
        ]
      : [list(intro, body.items, settings)];
  const stale = body.type === 'digest' && body.waits ? [waitingWords(body, settings)] : [];
  const calendar = `The whole calendar: ${site(settings)}/dashboard/calendar`;
  const text = [
    ...(body.type === 'digest' ? [intro, ''] : []),
    ...stale,
    ...parts.flatMap((p) => p.text),
    calendar,
    '',
    ...footer(settings),
  ];
  const html = [
    ...(body.type === 'digest' ? [`<p>${escapeHtml(intro)}</p>`] : []),
    ...stale.map((l) => `<p><strong>${escapeHtml(l)}</strong></p>`),
    ...parts.flatMap((p) => p.html),
    `<p><a href="${escapeHtml(`${site(settings)}/dashboard/calendar`)}">The whole calendar</a></p>`,
    ...footer(settings).map(
      (l) => `<p style="font-size: 0.875rem; color: #4b5563">${escapeHtml(l)}</p>`,
    ),
  ];
  return written(subject, text, html, email, settings);
}

export function composeDutyEmail(email: ClaimedEmail, settings: ComposeSettings): OutgoingEmail {
  return email.kind === 'duty_confirmation' ? confirmation(email, settings) : duty(email, settings);
}
