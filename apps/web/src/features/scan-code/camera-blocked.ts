// qr-scanner reports every camera failure as "Camera not found."; the permission state tells the
// guest's refusal (they can undo it in the browser settings) apart from a missing or busy camera.
export async function isCameraBlocked(error: unknown): Promise<boolean> {
  if (error instanceof DOMException && error.name === "NotAllowedError") return true;
  try {
    const status = await navigator.permissions.query({ name: "camera" as PermissionName });
    return status.state === "denied";
  } catch {
    return false;
  }
}
