/** The words of the e-mail alerts' pages: subscribe, confirm, unsubscribe. */
export const alertWords = {
  page: {
    title: 'E-mail alerts',
    description:
      'Hear by e-mail when the company publishes a disclosure: results, board meeting outcomes, shareholder meetings, dividends.',
  },
  form: {
    heading: 'Get an e-mail when we publish',
    noticeHeading: 'Why we ask for your e-mail address',
    emailLabel: 'Your e-mail address',
    emailHint: 'For example name@example.com',
    chooseLegend: 'What to hear about',
    everything: 'Every disclosure',
    chosen: 'Only the sections I choose',
    consent: 'I have read why my address is needed and agree to receive these alerts.',
    submit: 'Subscribe',
    submitting: 'Subscribing…',
    emptyEmail: 'Enter your e-mail address.',
    invalidEmail:
      'Enter one e-mail address, such as name@example.com, with nothing around it: no name, brackets, commas or spaces.',
    noSection: 'Choose at least one section, or every disclosure.',
    noConsent: 'Tick the box to agree, after reading why we ask.',
    done: 'Nearly done: we have sent an e-mail to that address. Open the link in it and press Confirm to start your alerts. Nothing else is sent until you do.',
    failed: 'We could not take your request just now. Please try again in a few minutes.',
  },
  confirm: {
    title: 'Confirm your e-mail alerts',
    intro:
      'Press the button to confirm that you want e-mail alerts at the address the link was sent to.',
    button: 'Confirm my subscription',
    working: 'Confirming…',
    done: 'Thank you: your e-mail alerts are on. Every alert has a link to unsubscribe.',
    noToken: 'The link is incomplete: open it again from the confirmation e-mail, whole.',
    failed: 'We could not confirm just now. Please try again in a few minutes.',
  },
  unsubscribe: {
    title: 'Unsubscribe from e-mail alerts',
    intro:
      'Press the button and no more e-mail alerts will be sent to the address this link came to.',
    button: 'Unsubscribe',
    working: 'Unsubscribing…',
    done: 'You are unsubscribed. No more e-mail alerts will be sent to this address.',
    noToken: 'The link is incomplete: open it again from the foot of an alert, whole.',
    failed: 'We could not unsubscribe you just now. Please try again in a few minutes.',
  },
  erase: {
    title: 'Erase your address',
    intro:
      'Once you unsubscribe, we keep the address for a year to answer any question about the alerts sent to it, then erase it. Press the button to have it erased now, whether or not you have unsubscribed: no more alerts are sent, and we keep only a coded form of the address beside the record of your consent.',
    button: 'Erase my address',
    working: 'Erasing…',
    done: 'Your address is erased. We keep only a coded form of it beside the record of your consent, and send it nothing more.',
    noToken: 'The link is incomplete: open it again from the foot of an alert, whole.',
    failed: 'We could not erase the address just now. Please try again in a few minutes.',
  },
} as const;
