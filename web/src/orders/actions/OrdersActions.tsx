// The orders screens' header actions: add an order and scan a receipt's QR code. The modals load on first
// use (the camera reader and the cart stay out of the board's first paint) and are mounted only while open,
// so each opening starts fresh and closing one releases the camera.
import { lazy, Suspense, useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Button, Flex, Tooltip } from "antd";
import { PlusOutlined, QrcodeOutlined } from "@ant-design/icons";
import { useIntl } from "react-intl";
import { useMediaQuery } from "../../ui/useMediaQuery";
import { addOrderMessages } from "../add/messages";
import { ADD_ORDER_PARAM, ADD_ORDER_VALUE } from "./addOrderParam";
import { scanMessages } from "../scan/messages";

const AddOrderModal = lazy(() => import("../add/AddOrderModal"));
const ScanCodeModal = lazy(() => import("../scan/ScanCodeModal"));

type Open = null | "add" | "scan";

export default function OrdersActions() {
  const intl = useIntl();
  const compact = useMediaQuery("(max-width: 575px)");
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(ADD_ORDER_PARAM) === ADD_ORDER_VALUE;
  const [open, setOpen] = useState<Open>(null);
  // Asked for by the address: opened once; the address drops the request, so a reload or Back does not reopen it.
  useEffect(() => {
    if (!asked) return;
    setOpen("add");
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(ADD_ORDER_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [asked, setSearchParams]);
  const addText = intl.formatMessage(addOrderMessages.open);
  const scanText = intl.formatMessage(scanMessages.open);
  const size = compact ? "large" : "middle";

  return (
    <Flex gap={8} wrap="nowrap">
      {compact ? (
        <>
          <Tooltip title={scanText}>
            <Button size={size} icon={<QrcodeOutlined aria-hidden />} aria-label={scanText} onClick={() => setOpen("scan")} />
          </Tooltip>
          <Tooltip title={addText}>
            <Button size={size} type="primary" icon={<PlusOutlined aria-hidden />} aria-label={addText} onClick={() => setOpen("add")} />
          </Tooltip>
        </>
      ) : (
        <>
          <Button icon={<QrcodeOutlined aria-hidden />} onClick={() => setOpen("scan")}>
            {scanText}
          </Button>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setOpen("add")}>
            {addText}
          </Button>
        </>
      )}
      <Suspense fallback={null}>
        {open === "add" ? <AddOrderModal onClose={() => setOpen(null)} /> : null}
        {open === "scan" ? <ScanCodeModal onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </Flex>
  );
}
