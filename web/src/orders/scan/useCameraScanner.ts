// The back camera as a QR code reader: getUserMedia (facingMode environment) into a video element, a frame
// every few hundred milliseconds drawn to a canvas and decoded. The camera is released as soon as a code is
// found, scanning is switched off or the component unmounts (closing the modal).
import { useEffect, useRef, useState, type RefObject } from "react";
import { decodeQrFrame, scanSize } from "./decode";

export type CameraState = "off" | "starting" | "scanning" | "no-camera" | "denied" | "insecure" | "failed";

const FRAME_INTERVAL_MS = 250;

/** What a failed getUserMedia means to the user. */
export function cameraFailure(error: unknown): CameraState {
  const name = error && typeof error === "object" && "name" in error ? String((error as { name: unknown }).name) : "";
  if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "DevicesNotFoundError") return "no-camera";
  return "failed";
}

/** `attempt` restarts the camera when it changes (a retry after a refusal). */
export function useCameraScanner(active: boolean, onCode: (text: string) => void, attempt = 0): { videoRef: RefObject<HTMLVideoElement | null>; state: CameraState } {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<CameraState>("off");
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!active) {
      setState("off");
      return;
    }
    const media = typeof navigator !== "undefined" ? navigator.mediaDevices : undefined;
    if (!media?.getUserMedia) {
      setState(typeof window !== "undefined" && window.isSecureContext === false ? "insecure" : "no-camera");
      return;
    }
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    let stopped = false;
    const canvas = document.createElement("canvas");
    const context = canvas.getContext("2d", { willReadFrequently: true });

    const stop = () => {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      stream?.getTracks().forEach((track) => track.stop());
      stream = null;
      if (videoRef.current) videoRef.current.srcObject = null;
    };

    const readFrame = () => {
      const video = videoRef.current;
      if (stopped || !video || !context || video.readyState < 2 || video.videoWidth === 0) return;
      const size = scanSize(video.videoWidth, video.videoHeight);
      canvas.width = size.width;
      canvas.height = size.height;
      context.drawImage(video, 0, 0, size.width, size.height);
      const text = decodeQrFrame(context.getImageData(0, 0, size.width, size.height));
      if (text) {
        stop();
        setState("off");
        onCodeRef.current(text);
      }
    };

    setState("starting");
    media
      .getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false })
      .then(async (s) => {
        if (stopped) {
          s.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = s;
        const video = videoRef.current;
        if (!video) return;
        video.srcObject = s;
        video.setAttribute("playsinline", "true");
        await video.play().catch(() => undefined);
        if (stopped) return;
        setState("scanning");
        timer = setInterval(readFrame, FRAME_INTERVAL_MS);
      })
      .catch((error: unknown) => {
        if (!stopped) setState(cameraFailure(error));
      });
    return stop;
  }, [active, attempt]);

  return { videoRef, state };
}
