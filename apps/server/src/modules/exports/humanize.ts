/**
 * A stored key as words (`email_opened` → `Email opened`, `approvalsByApprover` → `Approvals by
 * approver`), for values the screens have no label for (`LABELS_EN` in @statera/shared names the rest).
 */
export function humanize(key: string | null | undefined): string | null {
  if (!key) return null;
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
