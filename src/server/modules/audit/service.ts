export { recordAudit, type AuditActor, type AuditEntry } from './record-audit';
export { listAuditEvents, listUnattributedEvents } from './list-audit-events';
export { auditCsv } from './audit-csv';
export { exportEntry } from './export-entry';
export { failedSignInActor } from './failed-sign-in';
