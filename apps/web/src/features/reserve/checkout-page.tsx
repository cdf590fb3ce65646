import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router";
import type { PaymentForm } from "@tablewise/domain/contract/order";
import type { ReserveCart } from "@tablewise/domain/contract/reservation";
import { depositAction, depositAmount } from "@tablewise/domain/rules/deposit";
import { fromMinorUnits, toMinorUnits } from "@tablewise/domain/rules/money";
import { errorCodeOf } from "../../lib/api-client";
import { formatMoney } from "../../lib/format-money";
import { buildPath } from "../../lib/route-paths";
import { useBack } from "../../lib/use-back";
import { ErrorModal } from "../../ui/error-modal";
import { PageBar } from "../../ui/page-bar";
import { BookingBrief } from "./booking-brief";
import { CheckoutSuccess } from "./checkout-success";
import { DetailsForm } from "./details-form";
import { PaymentRedirectSheet } from "./payment-redirect-sheet";
import { createReservation, getPaymentForm } from "./reserve-api";
import { guestEvents } from "../telemetry/guest-events";
import { useReserve } from "./reserve-context";
import { isFormFilled, toE164, validateReserveForm, type FormErrors } from "./reserve-form-rules";
import { readReserveForm, resetReserveStage, writeReserveForm, type CheckoutStage } from "./reserve-store";
import { ReservationSummary } from "./reservation-summary";
import { usePhoneCheck } from "./use-phone-check";
import "./checkout.css";

// SPEC §2/§4 reserve_checkout: details, then confirmation, then the reservation. With no reserve cart
// the guest goes home.
export function CheckoutPage() {
  const { cart, link } = useReserve();
  // The cart as the page opened with it: booking clears the store's cart, and the page must stay up
  // for the payment redirect.
  const [opened] = useState(cart);
  if (!opened) return <Navigate to={buildPath("home", { cafe_link: link })} replace />;
  return <Checkout cart={opened} />;
}

function Checkout({ cart }: { cart: ReserveCart }) {
  const { t, i18n } = useTranslation("reserve");
  const navigate = useNavigate();
  const { cafe, currency, country, link, setCart } = useReserve();
  const [{ values, stage }, setForm] = useState(() => readReserveForm(link));
  const [errors, setErrors] = useState<FormErrors>({});
  const [hasTried, setHasTried] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [payment, setPayment] = useState<PaymentForm | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  // SPEC §2: the success stage follows a reservation that needs no payment; the stored
  // stage is already back at details for the next reservation, so this one lives in the page only.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const goHome = () => void navigate(buildPath("home", { cafe_link: link }), { replace: true });
  const leave = useBack(buildPath("reserve_menu", { cafe_link: link }));
  const phoneCheck = usePhoneCheck(cafe, link);
  // Shown as the wire's decimal; the rule computes in minor units.
  const deposit = fromMinorUnits(depositAmount(cafe.reserve, toMinorUnits(cart.product.price)));

  // SPEC §4: values and stage are cached per venue and restored.
  useEffect(() => writeReserveForm(link, values, stage), [link, values, stage]);

  const setStage = (next: CheckoutStage) => setForm((f) => ({ ...f, stage: next }));
  // A reload while the code was on its way (the SMS app) reopens the sheet on that code.
  const resumeOnce = useRef(true);
  useEffect(() => {
    if (!resumeOnce.current) return;
    resumeOnce.current = false;
    const phone = toE164(values.phone, country);
    if (stage === "details" && phone && phoneCheck.isWaitingForCode(phone)) void handleNext();
  });
  const handleChange = (field: keyof typeof values, value: string) => {
    const next = { ...values, [field]: value };
    setForm((f) => ({ ...f, values: next }));
    // SPEC §5: after the first invalid attempt every change revalidates.
    if (hasTried) setErrors(validateReserveForm(next, country));
  };

  const handleNext = async () => {
    const found = validateReserveForm(values, country);
    setErrors(found);
    setHasTried(true);
    if (Object.keys(found).length > 0) return;
    // SPEC §4: Next after validation and, when the venue asks for it, a verified phone.
    if (await phoneCheck.verify(toE164(values.phone, country)!)) setStage("confirmation");
  };

  const handleSubmit = async () => {
    setIsBusy(true);
    try {
      // After a reload on this stage the verified token comes back from the tab's storage
      // (or, lost, the phone is checked again: a phone verified here succeeds at once).
      if (!(await phoneCheck.verify(toE164(values.phone, country)!))) return;
      const reservation = await createReservation({
        cart_item: {
          product_id: cart.product.product_id,
          quantity: 1,
          variants: cart.product.variants.map((v) => v.item_id),
          modificators: cart.product.modificators.map((m) => m.item_id),
        },
        persons_count: cart.personsCount,
        client_first_name: values.first_name.trim(),
        client_last_name: values.last_name.trim(),
        client_phone: toE164(values.phone, country)!,
        client_email: values.email.trim(),
        comment: values.comment.trim() || undefined,
        reservation_date: cart.reservationDate,
        cafe_id: cafe._id,
        phone_token: phoneCheck.currentToken() ?? undefined,
      });
      // The booking's ids and size only, nothing of the guest's details.
      guestEvents.reservationMade(
        reservation._id,
        cart.product.product_id,
        cart.personsCount,
        reservation.status,
      );
      resetReserveStage(link);
      phoneCheck.forget();
      setCart(null);
      // SPEC §4: not pending shows success, which leads to the receipt; pending fetches the payment
      // link and redirects.
      if (reservation.status !== "pending") return void setCreatedId(reservation._id);
      setPayment(await getPaymentForm(reservation._id));
    } catch (error) {
      setFailure(error);
    } finally {
      setIsBusy(false);
    }
  };

  const isDetails = stage === "details";
  const action = depositAction(toMinorUnits(deposit));
  if (createdId) {
    return (
      <div className="checkout" data-testid="checkout-page" data-stage="success">
        <PageBar title={t("success.page_title")} backLabel={t("receipt.home")} onBack={goHome} />
        <CheckoutSteps current="success" />
        <main className="checkout__body">
          <CheckoutSuccess link={link} venueName={cafe.name} reservationId={createdId} />
        </main>
      </div>
    );
  }
  return (
    <div className="checkout" data-testid="checkout-page" data-stage={stage}>
      <PageBar
        title={isDetails ? t("checkout.details_title") : t("checkout.confirm_title")}
        backLabel={t("back")}
        // SPEC §4: back from confirmation returns to details; back from details leaves the page.
        onBack={isDetails ? leave : () => setStage("details")}
      />
      <CheckoutSteps current={stage} />
      <main className="checkout__body">
        {isDetails ? (
          <>
            <BookingBrief cart={cart} deposit={deposit} currency={currency} timeZone={cafe.timezone} />
            <DetailsForm values={values} errors={errors} country={country} onChange={handleChange} />
          </>
        ) : (
          <ReservationSummary
            cart={cart}
            values={values}
            deposit={deposit}
            currency={currency}
            timeZone={cafe.timezone}
            country={country}
          />
        )}
      </main>
      <div className="checkout__bar">
        {isDetails ? (
          <button
            type="button"
            className="btn btn--primary btn--block"
            disabled={!isFormFilled(values) || phoneCheck.isBusy}
            onClick={() => void handleNext()}
            data-testid="checkout-next"
          >
            {t("checkout.next")}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn--primary btn--block"
            disabled={isBusy}
            onClick={() => void handleSubmit()}
            data-testid="checkout-submit"
          >
            {action === "pay"
              ? t("checkout.pay", { amount: formatMoney(deposit, currency, i18n.language) })
              : t("checkout.confirm")}
          </button>
        )}
      </div>
      {phoneCheck.modal}
      {payment && <PaymentRedirectSheet form={payment} />}
      {failure !== null && <ErrorModal type="order" code={`${errorCodeOf(failure)} / ${link}`} />}
    </div>
  );
}

// SPEC §2: the three stages of reserve_checkout, the current one marked for screen readers.
function CheckoutSteps({ current }: { current: CheckoutStage | "success" }) {
  const { t } = useTranslation("reserve");
  const steps = [
    ["details", t("checkout.step_details")],
    ["confirmation", t("checkout.step_confirm")],
    ["success", t("checkout.step_success")],
  ] as const;
  return (
    <ol className="checkout__steps" aria-label={t("checkout.steps")}>
      {steps.map(([key, label]) => (
        <li key={key} aria-current={key === current ? "step" : undefined}>
          {label}
        </li>
      ))}
    </ol>
  );
}
