// The printer's status document (printer-status/{printerId}), kept from its polls without writing more than
// once per STATUS_WRITE_INTERVAL_MS per printer, whatever the poll rate: a printer polling 20 times a second
// costs one write a second. In memory per server instance (each instance keeps its own rhythm); a changed
// status is written at the first poll the interval allows.
import type { Firestore } from "firebase-admin/firestore";
import { COLLECTIONS, STATUS_WRITE_INTERVAL_MS, type PrinterStatusData } from "@comanda/shared";

const MIN_INTERVAL_MS = 1_000;
const MAX_INTERVAL_MS = 60_000;
/** Printers remembered per instance; the oldest are forgotten beyond this (their next poll writes). */
const MAX_PRINTERS = 10_000;

interface Seen {
  /** The last poll this instance saw. */
  lastPollAt: number;
  /** The last write started (0: none yet). */
  lastWriteAt: number;
  /** The longest gap between two polls since the last write. */
  longestGapMs: number;
}

export interface PolledStatus {
  companyId: string;
  statusCode: string;
  printingInProgress: boolean;
}

export class StatusWriter {
  private readonly seen = new Map<string, Seen>();

  constructor(
    private readonly db: Firestore,
    private readonly intervalMs = STATUS_WRITE_INTERVAL_MS,
  ) {}

  /** Notes a poll and writes the status when the interval allows; answers whether it wrote. */
  async polled(printerId: string, status: PolledStatus, now: number): Promise<boolean> {
    const before = this.seen.get(printerId);
    const gap = before ? now - before.lastPollAt : null;
    const longestGapMs = Math.max(before?.longestGapMs ?? 0, gap ?? 0);
    if (before && now - before.lastWriteAt < this.intervalMs) {
      before.lastPollAt = now;
      before.longestGapMs = longestGapMs;
      return false;
    }
    const entry: Seen = { lastPollAt: now, lastWriteAt: now, longestGapMs: 0 };
    this.seen.delete(printerId);
    this.seen.set(printerId, entry);
    if (this.seen.size > MAX_PRINTERS) this.seen.delete(this.seen.keys().next().value as string);

    const data: Partial<PrinterStatusData> = {
      companyId: status.companyId,
      status: status.statusCode.slice(0, 200),
      lastSeen: new Date(now).toISOString(),
      printingInProgress: status.printingInProgress,
      offlineNotifiedAt: null,
    };
    // Measured from the polls this instance saw (none before: the field keeps what it had).
    if (gap !== null) data.pollIntervalMs = Math.round(Math.min(MAX_INTERVAL_MS, Math.max(MIN_INTERVAL_MS, longestGapMs)));
    try {
      await this.db.collection(COLLECTIONS.printerStatus).doc(printerId).set(data, { merge: true });
      return true;
    } catch (error) {
      // Not written: the next poll may try again at once. The poll itself is still answered.
      entry.lastWriteAt = before?.lastWriteAt ?? 0;
      entry.longestGapMs = longestGapMs;
      throw error;
    }
  }
}
