// The documents module's public file: guest documents laid out as labelled rows (the receipt mailed as
// a PDF, the reservation's receipt), in the guest's language and direction.
export * from "./labelled-pdf";
