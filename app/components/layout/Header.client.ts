/**
 * The shared header's menus, on the markup `Header` and `MobileMenu`
 * render closed:
 * - desktop dropdowns ("[data-dropdown]"): one open at a time; a click outside the navigation,
 *   Escape (focus back on the button), keyboard focus moving out of it or a link inside closes it;
 * - the mobile menu (`#mobile-menu`): opened by "[data-menu-open]"; the backdrop and the close
 *   button ("[data-menu-close]"), Escape, a link inside and a resize to ≥ 1024 px close it; the body
 *   does not scroll and Tab stays inside while it is open; focus returns to the menu button;
 * - its accordion ("[data-accordion-toggle]"): one section open at a time.
 */

const DESKTOP_QUERY = "(min-width: 1024px)";

function controlled(button: Element): HTMLElement | null {
  const id = button.getAttribute("aria-controls");
  return id ? document.getElementById(id) : null;
}

function setExpanded(button: Element, open: boolean): void {
  button.setAttribute("aria-expanded", String(open));
  const panel = controlled(button);
  if (panel) panel.hidden = !open;
}

function closeDropdowns(except?: Element): void {
  for (const button of document.querySelectorAll("[data-dropdown-toggle][aria-expanded='true']")) {
    if (button !== except) setExpanded(button, false);
  }
}

export function enhance(): void {
  const menu = document.getElementById("mobile-menu");
  const menuButton = document.querySelector<HTMLElement>("[data-menu-open]");
  const media = window.matchMedia(DESKTOP_QUERY);
  let previousOverflow = "";

  const menuOpen = () => Boolean(menu && !menu.hidden);
  function openMenu(): void {
    if (!menu || menuOpen()) return;
    menu.hidden = false;
    menuButton?.setAttribute("aria-expanded", "true");
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    menu.querySelector<HTMLElement>("button[data-menu-close]")?.focus();
  }
  function closeMenu(returnFocus = true): void {
    if (!menu || !menuOpen()) return;
    menu.hidden = true;
    menuButton?.setAttribute("aria-expanded", "false");
    document.body.style.overflow = previousOverflow;
    if (returnFocus) menuButton?.focus();
  }
  media.addEventListener("change", () => {
    if (media.matches) closeMenu(false);
  });
  // Coming back to this page from the history shows it as it was left: closed menus.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    closeDropdowns();
    closeMenu(false);
  });

  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const toggle = target.closest("[data-dropdown-toggle]");
    if (toggle) {
      const open = toggle.getAttribute("aria-expanded") !== "true";
      closeDropdowns(toggle);
      setExpanded(toggle, open);
      return;
    }
    if (target.closest("[data-menu-open]")) {
      openMenu();
      return;
    }
    if (target.closest("[data-menu-close]")) {
      closeMenu();
      return;
    }
    const accordion = target.closest("[data-accordion-toggle]");
    if (accordion) {
      const open = accordion.getAttribute("aria-expanded") !== "true";
      for (const other of document.querySelectorAll("[data-accordion-toggle][aria-expanded='true']")) {
        if (other !== accordion) setExpanded(other, false);
      }
      setExpanded(accordion, open);
      return;
    }
    // Following a link closes the menu it is in (the next page may come from the cache).
    if (target.closest("a[href]")) {
      if (target.closest("[data-dropdown]")) closeDropdowns();
      if (menu?.contains(target)) closeMenu(false);
    }
  });

  document.addEventListener("pointerdown", (event) => {
    const target = event.target instanceof Node ? event.target : null;
    const nav = document.querySelector("[data-site-nav]");
    if (target && nav && !nav.contains(target)) closeDropdowns();
  });

  // Keyboard focus leaving an open dropdown (Tab past its last link, Shift+Tab before its button)
  // closes it: an open panel would cover the page the focus moved to. Focus going nowhere (a click
  // on the panel's padding, another window) leaves it open; clicks outside are handled above.
  document.addEventListener("focusout", (event) => {
    const dropdown = event.target instanceof Element ? event.target.closest("[data-dropdown]") : null;
    const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
    if (!dropdown || !next || dropdown.contains(next)) return;
    const toggle = dropdown.querySelector("[data-dropdown-toggle][aria-expanded='true']");
    if (toggle) setExpanded(toggle, false);
  });

  document.addEventListener("keydown", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (event.key === "Escape") {
      if (menuOpen()) {
        event.stopPropagation();
        closeMenu();
        return;
      }
      const dropdown = target?.closest("[data-dropdown]");
      const toggle = dropdown?.querySelector<HTMLElement>("[data-dropdown-toggle][aria-expanded='true']");
      if (toggle) {
        event.stopPropagation();
        setExpanded(toggle, false);
        toggle.focus();
      }
      return;
    }
    if (event.key !== "Tab" || !menu || !menuOpen()) return;
    const focusables = menu.querySelectorAll<HTMLElement>("a[href], button:not([disabled])");
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || !menu.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !menu.contains(document.activeElement))) {
      event.preventDefault();
      first.focus();
    }
  });
}
