/** Steps 6 and 7, with the service role: the trail the run left, and removing what it made. */
import { DOCUMENTS_BUCKET } from '@/lib/document-tables';
import { StepFailure, describeError, orFail, type SmokeContext } from './context';

/** Step 6: every entry for what the run touched names the administrator, and none is missing. */
export async function auditNamesAdmin(ctx: SmokeContext): Promise<string> {
  if (!ctx.admin) throw new StepFailure('not run: the administrator is not signed in');
  if (ctx.expectedAudit.length === 0) {
    throw new StepFailure('not run: the administrator steps wrote nothing to check');
  }
  const adminId = ctx.admin.userId;
  const rowIds = [...new Set(ctx.expectedAudit.map((e) => e.rowId))];
  const { data, error } = await ctx.service
    .from('audit_log')
    .select('id, action, table_name, row_id, actor_id, actor_role')
    .in('row_id', rowIds)
    .order('id', { ascending: true });
  orFail('reading public.audit_log', error);
  const entries = data ?? [];

  const problems: string[] = [];
  for (const expected of ctx.expectedAudit) {
    const found = entries.some((e) => e.row_id === expected.rowId && e.action === expected.action);
    if (!found) problems.push(`no ${expected.action} entry for ${expected.rowId}`);
  }
  for (const entry of entries) {
    if (entry.actor_id === adminId) continue;
    problems.push(
      `${entry.action} on ${entry.table_name} ${entry.row_id} names ` +
        `${entry.actor_id ?? 'no user'} (role ${entry.actor_role}), not the administrator`,
    );
  }
  if (problems.length > 0) throw new StepFailure(problems.join('; '));
  return `${entries.length} entries, each naming the administrator (${adminId})`;
}

/**
 * Step 7, run whatever happened before: removes every row and file the run created that is still
 * there, with the service role (which may delete a live row, unlike the administrator), one id or
 * path at a time (the API refuses a delete without a filter, and Storage's files only go through
 * the storage API). Then ends the administrator's session, this one only.
 */
export async function cleanUp(ctx: SmokeContext): Promise<string> {
  const problems: string[] = [];
  const leftovers: string[] = [];
  for (const id of ctx.created.rows) {
    const { data, error } = await ctx.service.from(ctx.table).delete().eq('id', id).select('id');
    if (error) problems.push(`row ${id}: ${describeError(error)}`);
    else if (data.length > 0) leftovers.push(`row ${id}`);
  }
  if (ctx.created.files.length > 0) {
    const { data, error } = await ctx.service.storage
      .from(DOCUMENTS_BUCKET)
      .remove(ctx.created.files);
    if (error) problems.push(`files ${ctx.created.files.join(', ')}: ${describeError(error)}`);
    else leftovers.push(...data.map((object) => `file ${object.name}`));
  }
  if (ctx.admin) {
    // 'local' revokes this session's refresh token only; the default would sign the
    // administrator out on every device.
    const { error } = await ctx.admin.client.auth.signOut({ scope: 'local' });
    if (error) problems.push(`signing the smoke test's session out: ${describeError(error)}`);
  }
  if (problems.length > 0) {
    throw new StepFailure(`could not remove everything, remove by hand: ${problems.join('; ')}`);
  }
  return leftovers.length > 0
    ? `removed what failed steps left: ${leftovers.join(', ')}`
    : 'nothing was left behind';
}
