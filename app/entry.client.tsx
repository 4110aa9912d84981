import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { rememberTypedFields } from "./lib/early-input";

// What the visitor typed before the scripts ran is typed again after hydration (ADR 0011).
rememberTypedFields();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
