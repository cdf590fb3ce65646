import { createContext, useContext } from "react";

// What a field needs from the form around it: the message to show at its path (the form's own checks
// and the server's 400 details, already in the reader's language) and where to say that a number typed
// is not one, so the form will not save it.
export type FieldMessages = {
  messageAt: (path: string) => string | null;
  setUnreadable: (path: string, unreadable: boolean) => void;
};
export const FieldMessagesContext = createContext<FieldMessages>({
  messageAt: () => null,
  setUnreadable: () => {},
});
export const useFieldMessages = () => useContext(FieldMessagesContext);
