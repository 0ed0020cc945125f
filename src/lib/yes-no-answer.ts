/**
 * A yes-or-no answer of the company's as stored (`compliance_answers.answer`): true, false, or
 * null while unanswered (or anything else). Its own module: the visitors' facts read it too, and
 * must not carry the desk's rules to do so.
 */
export function yesNoAnswer(answer: string | null | undefined): boolean | null {
  return answer === 'yes' ? true : answer === 'no' ? false : null;
}
