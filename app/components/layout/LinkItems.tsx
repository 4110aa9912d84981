import type { NavLink } from "./nav-model";

/** List items of plain links, one class for all (menus and footer columns). */
export function LinkItems({ links, className }: { links: ReadonlyArray<NavLink>; className: string }) {
  return links.map((link) => (
    <li key={link.to}>
      <a href={link.to} className={className}>
        {link.label}
      </a>
    </li>
  ));
}
