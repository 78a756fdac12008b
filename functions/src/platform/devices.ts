// The native app's devices (spec §3 Device, §7): registered after sign-in with the app's push token, cleared at
// sign-out. Only these calls write `devices`; the rules let a user read their own and nothing else.
//
// A device's document is named by the user and the device together, so no caller can touch another user's
// registration by naming the same device id. A push token belongs to one app install: when a user registers a
// token, every other registration holding it goes, so the new-order pushes of the user who signed out on that
// phone stop reaching it even when the app could not clear the old one.
import { createHash } from "node:crypto";
import {
  COLLECTIONS,
  DEVICES_PER_USER,
  DEVICE_ID_PATTERN,
  type DeviceAnswer,
  type DeviceClearedAnswer,
  type DeviceData,
  type Principal,
  type RegisterDeviceRequest,
} from "@comanda/shared";
import type { AppDeps } from "../deps";
import { validationError } from "../http/errors";
import { runTransaction } from "../transactions";

const deviceIdPattern = new RegExp(DEVICE_ID_PATTERN);

/** The document of a user's device: a digest of both ids, so neither id alone names it. */
export function deviceDocumentId(uid: string, deviceId: string): string {
  return createHash("sha256").update(`${uid}\n${deviceId}`).digest("hex").slice(0, 40);
}

function checkDeviceId(deviceId: string | undefined): string {
  if (!deviceId || !deviceIdPattern.test(deviceId)) throw validationError({ deviceId: ["pattern"] });
  return deviceId;
}

type StoredDevice = DeviceData & { companyId: string };

export async function registerDevice(deps: AppDeps, caller: Principal, rawDeviceId: string | undefined, body: RegisterDeviceRequest): Promise<DeviceAnswer> {
  const deviceId = checkDeviceId(rawDeviceId);
  const devices = deps.db.collection(COLLECTIONS.devices);
  const ref = devices.doc(deviceDocumentId(caller.uid, deviceId));
  const now = deps.clock.now().toISOString();
  const pushToken = body.pushToken ?? null;
  const stored: StoredDevice = {
    deviceId,
    uid: caller.uid,
    companyId: caller.companyId,
    language: body.language,
    dateUpdated: now,
    info: body.info ?? {},
    pushToken,
  };
  await runTransaction(deps.db, async (tx) => {
    const own = await tx.get(devices.where("uid", "==", caller.uid));
    const holders = pushToken ? await tx.get(devices.where("pushToken", "==", pushToken)) : null;
    // The token moved to this user on this device: no other registration keeps it.
    for (const holder of holders?.docs ?? []) if (holder.id !== ref.id) tx.delete(holder.ref);
    // The caller names the device ids, so the count is bounded here: the least recently updated go first.
    const others = own.docs
      .filter((d) => d.id !== ref.id && !holders?.docs.some((h) => h.id === d.id))
      .sort((a, b) => String(a.get("dateUpdated")).localeCompare(String(b.get("dateUpdated"))));
    for (const old of others.slice(0, Math.max(0, others.length - (DEVICES_PER_USER - 1)))) tx.delete(old.ref);
    tx.set(ref, stored);
  });
  return { deviceId, language: stored.language, pushToken, dateUpdated: now };
}

export async function clearDevice(deps: AppDeps, caller: Principal, rawDeviceId: string | undefined): Promise<DeviceClearedAnswer> {
  const deviceId = checkDeviceId(rawDeviceId);
  const ref = deps.db.collection(COLLECTIONS.devices).doc(deviceDocumentId(caller.uid, deviceId));
  const cleared = await runTransaction(deps.db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return false;
    tx.delete(ref);
    return true;
  });
  return { cleared };
}
