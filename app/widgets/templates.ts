/**
 * Markup the scripts add (error lines, notices, spinners) comes from `<template data-template=name>`
 * elements the server renders with the same components as the rest of the page, so the scripts carry
 * no markup, class names or icons of their own.
 */
import type { TemplateName } from "./contract";

/** A copy of the content of the `<template data-template=name>` inside `root` (empty if there is none). */
export function cloneTemplate(root: ParentNode, name: TemplateName): DocumentFragment {
  const template = root.querySelector<HTMLTemplateElement>(`template[data-template="${name}"]`);
  return template ? (template.content.cloneNode(true) as DocumentFragment) : document.createDocumentFragment();
}
