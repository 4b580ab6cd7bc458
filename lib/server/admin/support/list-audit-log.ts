import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { auditLog, profiles, users } from "@/db/schema";
import type { PageRequest } from "@/lib/pagination";

export interface AuditLogFilters {
  entityType?: string;
  entityId?: string;
  actorId?: string;
}

export interface ListAuditLogParams {
  filters: AuditLogFilters;
  page: PageRequest;
}

/** GET /api/admin/audit-log: admin writes, newest first, each with who made it. */
export async function listAuditLog(db: DbOrTx, { filters, page }: ListAuditLogParams) {
  const conditions: SQL[] = [];
  if (filters.entityType) conditions.push(eq(auditLog.entityType, filters.entityType));
  if (filters.entityId) conditions.push(eq(auditLog.entityId, filters.entityId));
  if (filters.actorId) conditions.push(eq(auditLog.actorId, filters.actorId));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        actorId: users.id,
        actorEmail: users.email,
        actorName: sql<string>`trim(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, ''))`,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .leftJoin(profiles, eq(profiles.userId, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map(({ actorId, actorEmail, actorName, ...entry }) => ({
      id: entry.id,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      actor:
        actorId && actorEmail
          ? { id: actorId, name: actorName || actorEmail, email: actorEmail }
          : null,
      before: entry.before,
      after: entry.after,
      createdAt: entry.createdAt,
    })),
    total: totals?.total ?? 0,
  };
}
