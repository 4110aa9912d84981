import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { rememberTypedFields } from "./widgets/early-input";

// Only the admin hydrates (ADR 0013): what was typed before its scripts ran is typed again after hydration.
rememberTypedFields();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
