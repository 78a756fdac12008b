// The scan-QR-code modal (spec §2, §5): reads a receipt's QR code with the camera, or takes the typed code,
// checks the pickup authorisation through /api and hands a ready order over (to done). Anything that is
// not a valid order code of this company reads 'Invalid order code.'.
import { useCallback, useMemo, useState } from "react";
import { Alert, App, Button, Flex, Form, Input, Modal, Typography } from "antd";
import { CameraOutlined, StopOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { localized, parseOrderCode, type CheckOrderCodeAnswer } from "@comanda/shared";
import { useCompany, useFormatters } from "../../company";
import { useErrorText } from "../../i18n/errors";
import { useLanguage } from "../../i18n/language";
import { useContentLanguages } from "../../ui/contentLanguage";
import { useMediaQuery } from "../../ui/useMediaQuery";
import { checkOrderCode, setOrderStatusThroughApi, useZones } from "../repository";
import { PickupAuthorisation } from "./components/PickupAuthorisation";
import { scanMessages as m } from "./messages";
import { useCameraScanner, type CameraState } from "./useCameraScanner";
import "../add/addOrder.css";
import "./scan.css";

export interface ScanCodeModalProps {
  onClose: () => void;
}

const CAMERA_TEXT: Partial<Record<CameraState, keyof typeof m>> = {
  starting: "starting",
  scanning: "pointCamera",
  "no-camera": "noCamera",
  denied: "cameraDenied",
  insecure: "insecure",
  failed: "cameraFailed",
};

export default function ScanCodeModal({ onClose }: ScanCodeModalProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { message } = App.useApp();
  const { companyId } = useCompany();
  const { formatMoney, formatDateTime } = useFormatters();
  const { language } = useLanguage();
  const { defaultLanguage } = useContentLanguages();
  const fullScreen = useMediaQuery("(max-width: 767px)");
  const zones = useZones(companyId);

  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [answer, setAnswer] = useState<CheckOrderCodeAnswer | null>(null);
  const [handingOver, setHandingOver] = useState(false);
  const [cameraWanted, setCameraWanted] = useState(true);
  const [cameraAttempt, setCameraAttempt] = useState(0);

  const check = useCallback(
    async (text: string) => {
      setError(null);
      const code = parseOrderCode(text);
      // Refused at once: no round trip for something that cannot be an order code.
      if (!code) {
        setError(errorText("invalid-order-code"));
        return;
      }
      setChecking(true);
      try {
        setAnswer(await checkOrderCode(code));
      } catch (e) {
        setError(errorText(e));
      } finally {
        setChecking(false);
      }
    },
    [errorText],
  );

  const onScanned = useCallback(
    (text: string) => {
      setCameraWanted(false);
      setTyped(text);
      void check(text);
    },
    [check],
  );
  const { videoRef, state: camera } = useCameraScanner(cameraWanted && !answer, onScanned, cameraAttempt);

  const pointOfSaleName = useMemo(() => {
    if (!answer?.pointofsaleId) return null;
    for (const zone of zones.data) {
      const pos = (zone.pointsOfSale ?? []).find((p) => p.id === answer.pointofsaleId);
      if (pos) return localized(pos.name, language, defaultLanguage) || null;
    }
    return null;
  }, [answer, zones.data, language, defaultLanguage]);

  const handOver = async () => {
    if (!answer) return;
    setHandingOver(true);
    try {
      const changed = await setOrderStatusThroughApi(answer.orderId, "done");
      setAnswer({ ...answer, status: changed.status });
      void message.success(intl.formatMessage(m.handedOver, { number: answer.number ?? "—" }));
    } catch (e) {
      void message.error(errorText(e));
    } finally {
      setHandingOver(false);
    }
  };

  const another = () => {
    setAnswer(null);
    setTyped("");
    setError(null);
    setCameraWanted(true);
  };

  const cameraText = CAMERA_TEXT[camera];
  const cameraProblem = camera === "no-camera" || camera === "denied" || camera === "insecure" || camera === "failed";
  const cameraOn = camera === "starting" || camera === "scanning";

  return (
    <Modal
      open
      title={intl.formatMessage(m.title)}
      onCancel={onClose}
      width={fullScreen ? "100%" : 560}
      className="order-modal"
      destroyOnHidden
      footer={
        <Flex gap={8} justify="end" wrap>
          {answer ? <Button onClick={another}>{intl.formatMessage(m.another)}</Button> : null}
          <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
        </Flex>
      }
    >
      {answer ? (
        <PickupAuthorisation
          answer={answer}
          pointOfSaleName={pointOfSaleName}
          formatMoney={formatMoney}
          formatDateTime={formatDateTime}
          handingOver={handingOver}
          onHandOver={() => void handOver()}
        />
      ) : (
        <Flex vertical gap={12}>
          <div className={`scan-camera${cameraOn ? "" : " is-off"}`}>
            <video ref={videoRef} muted playsInline aria-hidden className="scan-video" />
            {cameraOn ? <span className="scan-frame" aria-hidden /> : null}
          </div>
          {cameraText ? (
            cameraProblem ? (
              <Alert type="warning" showIcon title={intl.formatMessage(m[cameraText])} />
            ) : (
              <Typography.Text type="secondary" aria-live="polite">
                {intl.formatMessage(m[cameraText])}
              </Typography.Text>
            )
          ) : null}
          <div>
            {cameraOn ? (
              <Button icon={<StopOutlined aria-hidden />} onClick={() => setCameraWanted(false)}>
                {intl.formatMessage(m.stopCamera)}
              </Button>
            ) : (
              <Button
                icon={<CameraOutlined aria-hidden />}
                onClick={() => {
                  setCameraWanted(true);
                  setCameraAttempt((n) => n + 1);
                }}
              >
                {intl.formatMessage(m.startCamera)}
              </Button>
            )}
          </div>
          <Form
            layout="vertical"
            onFinish={() => {
              setCameraWanted(false);
              void check(typed);
            }}
          >
            <Form.Item label={intl.formatMessage(m.code)} htmlFor="scan-code" validateStatus={error ? "error" : undefined} help={error ?? intl.formatMessage(m.codeHelp)}>
              <Flex gap={8}>
                <Input
                  id="scan-code"
                  value={typed}
                  onChange={(e) => {
                    setTyped(e.target.value);
                    setError(null);
                  }}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={500}
                  style={{ flex: 1, textTransform: "uppercase" }}
                />
                <Button type="primary" htmlType="submit" loading={checking}>
                  {intl.formatMessage(m.check)}
                </Button>
              </Flex>
            </Form.Item>
          </Form>
        </Flex>
      )}
    </Modal>
  );
}
