import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isNotFound } from "../../lib/api-client";
import { buildPath } from "../../lib/route-paths";
import { prepareInside } from "../session/prepare-inside";
import { writeCartId } from "../session/cart-id-store";
import { BottomSheet } from "../../ui/bottom-sheet";
import { Icon } from "../../ui/icon";
import { parseTableLink } from "./parse-table-link";
import { ScanViewport } from "./scan-viewport";
import { TableCodeForm } from "./table-code-form";

type ScanCodeSheetProps = {
  cartId?: string;
  onClose: () => void;
  // "code" opens with the code field focused and the camera off until the guest asks for it.
  startWith?: "camera" | "code";
};

// SPEC §2 scan-code prompt: the table's QR code through the rear camera, or its 6-digit code typed in.
// With a cart the guest lands in the table's cart, which takes this cart over (inside_cart accepts
// cart_id); otherwise in the table's lobby.
export function ScanCodeSheet({ cartId, onClose, startWith = "camera" }: ScanCodeSheetProps) {
  const { t } = useTranslation("scan");
  const navigate = useNavigate();
  const [isCameraWanted, setCameraWanted] = useState(startWith === "camera");
  const [isRejected, setRejected] = useState(false);
  // The decoder reports a code up to 10 times a second; only the first one navigates.
  const hasLeft = useRef(false);

  const [isUnknown, setUnknown] = useState(false);
  const [isChecking, setChecking] = useState(false);

  // A code no table has keeps the guest here with "no table with this code" instead of
  // leaving the venue for a "Page does not exist" modal. The check is the table's prepare call, whose
  // cart the shell then keeps (no second cart for one visit).
  const checkCode = (code: string) => {
    if (hasLeft.current || isChecking) return;
    setChecking(true);
    setUnknown(false);
    prepareInside(code, null).then(
      (data) => {
        setChecking(false);
        if (!cartId) writeCartId(code, "inside", data.cart._id);
        goToTable(code);
      },
      (error: unknown) => {
        setChecking(false);
        // Another failure (offline, a limit) is the table's own page to explain.
        if (isNotFound(error)) setUnknown(true);
        else goToTable(code);
      },
    );
  };

  const goToTable = (code: string) => {
    if (hasLeft.current) return;
    hasLeft.current = true;
    // Closing unmounts the viewport, which stops the camera tracks before the next page shows.
    onClose();
    void navigate(
      cartId
        ? buildPath("inside_cart", { inside_code: code }, { cart_id: cartId })
        : buildPath("lobby", { inside_code: code }),
    );
  };

  const handleScanned = (text: string) => {
    // SPEC §2: only our own host's new/ or inside/ links; anything else keeps the camera scanning.
    const code = parseTableLink(text, window.location.host);
    if (code) goToTable(code);
    else setRejected(true);
  };

  return (
    <BottomSheet title={t("title")} onClose={onClose} closeLabel={t("close")} testId="scan-sheet">
      {isCameraWanted ? (
        <ScanViewport onText={handleScanned} isRejected={isRejected} />
      ) : (
        <button type="button" className="btn btn--soft btn--block" onClick={() => setCameraWanted(true)}>
          <Icon name="camera" size={20} />
          {t("use_camera")}
        </button>
      )}
      <TableCodeForm
        onCode={checkCode}
        isFocusedFirst={!isCameraWanted}
        isBusy={isChecking}
        error={isUnknown ? t("no_table") : null}
        onEdit={() => setUnknown(false)}
      />
    </BottomSheet>
  );
}
