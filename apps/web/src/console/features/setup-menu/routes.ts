import { MenuEditorPage } from "./menu-editor-page";
import { ProductFormPage } from "./product-form-page";
import { TranslationsPage } from "./translations-page";

// The menu setup's routes, one chunk loaded when a manager first opens it (console/app/router.tsx).
export const menuEditorRoute = { Component: MenuEditorPage };
export const productRoute = { Component: ProductFormPage };
export const translationsRoute = { Component: TranslationsPage };
